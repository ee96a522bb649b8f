import { useEffect } from 'react';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import '@mantine/tiptap/styles.css';
import { t } from '../../../lib/i18n';
import { ImageNode } from './image-node';

type Props = { label: string; value: string; onChange: (html: string) => void; error?: string };

/** The rich-text editor of e-mail templates and static pages; loaded only by their (lazy) pages. */
export function RichTextField({ label, value, onChange, error }: Props) {
  const editor = useEditor({
    // StarterKit 3 carries its own Link; Mantine's Link (with its link-editor popover) replaces it.
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false }), ImageNode],
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    // The operator's text in its own direction (an Arabic template in the English UI and the other way round).
    editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label, dir: 'auto' } },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });

  // Content set from outside (a different template opened) replaces the document; typing does not loop back.
  useEffect(() => {
    if (editor && value !== editor.getHTML()) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Input.Wrapper label={label} error={error}>
      <RichTextEditor editor={editor} mt={4} labels={t.cms.editorLabels}>
        <RichTextEditor.Toolbar sticky stickyOffset={0}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H1 />
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={260} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
