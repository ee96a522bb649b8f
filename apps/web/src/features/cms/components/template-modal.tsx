import { useState } from 'react';
import { Button, Grid, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { DELAY, placeholderProblems, type PlaceholderField, type PlaceholderRule } from '@guardian/contracts';
import { UserText } from '../../../components/user-text';
import { ApiError } from '../../../lib/api-client';
import { localize, t } from '../../../lib/i18n';
import { serverErrors } from '../../../lib/field-errors';
import { notifyRefusal, notifySuccess } from '../../../lib/notify';
import { templatesKey } from '../api/list-templates';
import { useUpdateEmailTemplate } from '../api/update-email-template';
import { useUpdateSmsTemplate } from '../api/update-sms-template';
import { useUpdateStaticPage } from '../api/update-static-page';
import { KINDS, type EditableTemplate, type TemplateKind } from '../lib/template-kinds';
import { PlaceholderList } from './placeholder-list';
import { RichTextField } from './rich-text-field';
import { SafeHtml } from './safe-html';
import { SmsCounter } from './sms-counter';
import { TemplatePreview } from './template-preview';

export type ModalState = { template: EditableTemplate; mode: 'view' | 'edit' } | null;

/** View (read-only content) or edit, for all three kinds (spec section 4: template edit modal). */
export function TemplateModal({ kind, state, onClose }: { kind: TemplateKind; state: ModalState; onClose: () => void }) {
  const wide = state?.mode === 'edit' && kind !== 'static';
  return (
    <Modal
      opened={state !== null}
      onClose={onClose}
      size={wide ? '90rem' : kind === 'sms' ? 'lg' : 'xl'}
      title={state && <UserText>{state.template.name}</UserText>}
      centered
    >
      {state?.mode === 'view' && <TemplateView kind={kind} template={state.template} onClose={onClose} />}
      {state?.mode === 'edit' && <TemplateEditor key={state.template.id} kind={kind} template={state.template} onClose={onClose} />}
    </Modal>
  );
}

function TemplateView({ kind, template, onClose }: { kind: TemplateKind; template: EditableTemplate; onClose: () => void }) {
  return (
    <Stack data-testid="template-view">
      {template.subject !== null && (
        <Text size="sm">
          <b>{t.cms.subject}:</b> <bdi>{template.subject}</bdi>
        </Text>
      )}
      {KINDS[kind].richText ? (
        <SafeHtml html={template.content} />
      ) : (
        <Text style={{ whiteSpace: 'pre-wrap' }} dir="auto">
          {template.content}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t.cms.close}
        </Button>
      </Group>
    </Stack>
  );
}

function useSave(kind: TemplateKind) {
  const email = useUpdateEmailTemplate();
  const sms = useUpdateSmsTemplate();
  const page = useUpdateStaticPage();
  const save = (id: number, content: string, subject: string | null) => {
    if (kind === 'email') return email.mutateAsync({ id, body: { content, subject: subject ?? undefined } });
    if (kind === 'sms') return sms.mutateAsync({ id, body: { content } });
    return page.mutateAsync({ id, body: { content } });
  };
  return { save, pending: email.isPending || sms.isPending || page.isPending };
}

type Problems = Partial<Record<PlaceholderField, string>>;

/** The problems the server would report, each under its field, found before any call is made. */
function draftProblems(kind: TemplateKind, template: EditableTemplate, content: string, subject: string | null): Problems {
  const problems: Problems = {};
  const parsed = KINDS[kind].schema.safeParse(kind === 'email' ? { content, subject } : { content });
  for (const issue of parsed.error?.issues ?? []) problems[issue.path[0] === 'subject' ? 'subject' : 'content'] ??= localize(issue.message);
  if (kind === 'static') return problems;
  const rule = { allowed: template.placeholders, required: template.requiredPlaceholders } as PlaceholderRule;
  const placeholders = placeholderProblems(rule, content, subject ?? '');
  if (placeholders.subject) problems.subject ??= localize(placeholders.subject);
  if (placeholders.content) problems.content ??= localize(placeholders.content);
  return problems;
}

const hasProblem = (problems: Problems) => Boolean(problems.subject ?? problems.content);

function TemplateEditor({ kind, template, onClose }: { kind: TemplateKind; template: EditableTemplate; onClose: () => void }) {
  const queryClient = useQueryClient();
  const { save, pending } = useSave(kind);
  const [content, setContent] = useState(template.content);
  const [subject, setSubject] = useState(template.subject);
  const [serverProblems, setServerProblems] = useState<Problems>({});
  const [submitted, setSubmitted] = useState(false);
  const draft = draftProblems(kind, template, content, subject);
  // Under each field: the server's answer to the last Update until the next edit, else the draft's own problem.
  const shown: Problems = submitted ? { subject: serverProblems.subject ?? draft.subject, content: serverProblems.content ?? draft.content } : {};
  const edit = (setter: (value: string) => void) => (value: string) => {
    setter(value);
    setServerProblems({});
  };

  // Spec section 4: Update closes the modal, saves, and reloads the list after 1 s. The modal stays open only
  // when the save fails, so that the operator's edit is not lost.
  const onUpdate = async () => {
    setSubmitted(true);
    setServerProblems({});
    if (hasProblem(draft)) return;
    try {
      await save(template.id, content, subject);
      onClose();
      notifySuccess(t.toast.templateUpdated, DELAY.statusToast);
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: templatesKey(KINDS[kind].type) }), DELAY.templateReload);
    } catch (failure) {
      notifyRefusal(failure, (key) => key === 'subject' || key === 'content');
      if (failure instanceof ApiError) {
        const { subject: onSubject, content: onContent } = serverErrors(failure);
        setServerProblems(onSubject || onContent ? { subject: onSubject, content: onContent } : { content: failure.message });
      }
    }
  };

  const editor = KINDS[kind].richText ? (
    <RichTextField label={t.cms.editorLabel} value={content} onChange={edit(setContent)} error={shown.content} />
  ) : (
    <Textarea
      dir="auto"
      label={t.cms.editorLabel}
      value={content}
      onChange={(event) => edit(setContent)(event.currentTarget.value)}
      autosize
      minRows={6}
      maxRows={14}
      error={shown.content}
      // The count under the text, where the eye is while typing; the input names it as its description.
      description={<SmsCounter text={content} />}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );

  const actions = (
    <Group justify="flex-end">
      <Button variant="default" onClick={onClose}>
        {t.cms.cancel}
      </Button>
      <Button onClick={() => void onUpdate()} loading={pending}>
        {t.cms.update}
      </Button>
    </Group>
  );

  if (kind === 'static') {
    return (
      <Stack>
        {editor}
        {actions}
      </Stack>
    );
  }
  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack>
          {subject !== null && (
            <TextInput
              dir="auto"
              label={t.cms.subject}
              value={subject}
              onChange={(event) => edit(setSubject)(event.currentTarget.value)}
              error={shown.subject}
            />
          )}
          {editor}
          {actions}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="lg">
          <PlaceholderList names={template.placeholders} required={template.requiredPlaceholders} />
          <TemplatePreview
            id={template.id}
            content={content}
            subject={subject ?? undefined}
            html={kind === 'email'}
            blockedBy={draft.subject ?? draft.content ?? null}
          />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
