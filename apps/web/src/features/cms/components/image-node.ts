import { mergeAttributes, Node } from '@tiptap/react';

/**
 * Images are on the server's allow-list, but StarterKit has no image node, so without this the editor would
 * silently drop every image of a page it opens. It only keeps them; it adds no upload.
 */
export const ImageNode = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes: () => ({ src: { default: null }, alt: { default: null }, title: { default: null }, width: { default: null }, height: { default: null } }),
  parseHTML: () => [{ tag: 'img[src]' }],
  renderHTML: ({ HTMLAttributes }) => ['img', mergeAttributes(HTMLAttributes)],
});
