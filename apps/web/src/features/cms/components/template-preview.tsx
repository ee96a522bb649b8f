import { Loader, Paper, Stack, Text } from '@mantine/core';
import { UserText } from '../../../components/user-text';
import { t } from '../../../lib/i18n';
import { useTemplatePreview } from '../api/preview-template';
import { SafeHtml } from './safe-html';

type Props = {
  id: number;
  content: string;
  subject?: string;
  html: boolean;
  /** The draft's problem (shown under its field too): the preview says so rather than show a stale or blank render. */
  blockedBy: string | null;
};

/** Why there is nothing to show, when there is not: a problem in the draft (an empty one too), or a failed call. */
function emptyReason(blockedBy: string | null, failed: boolean): string | null {
  if (blockedBy) return t.cms.previewBlocked(blockedBy);
  return failed ? t.cms.previewFailed : null;
}

/** The draft as a reader would get it, with sample values in place of the placeholders. */
export function TemplatePreview({ id, content, subject, html, blockedBy }: Props) {
  const preview = useTemplatePreview(id, content, subject, blockedBy === null);
  const reason = emptyReason(blockedBy, preview.isError);
  const data = reason ? undefined : preview.data?.data;
  return (
    <Stack gap={4} data-testid="template-preview">
      <Text fw={600} size="sm">
        {t.cms.preview} {preview.isFetching && <Loader size={10} ml={4} />}
      </Text>
      <Text size="xs" c="dimmed">
        {t.cms.previewHint}
      </Text>
      <Paper withBorder p="sm" radius="sm" bg="gray.0" aria-live="polite">
        {reason && (
          <Text size="sm" c="dimmed" fs="italic">
            {reason}
          </Text>
        )}
        {data?.subject && (
          <Text fw={600} size="sm" mb="xs">
            {t.cms.subject}: <UserText>{data.subject}</UserText>
          </Text>
        )}
        {data &&
          (html ? (
            <SafeHtml html={data.content} fz="sm" />
          ) : (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} dir="auto">
              {data.content}
            </Text>
          ))}
      </Paper>
    </Stack>
  );
}
