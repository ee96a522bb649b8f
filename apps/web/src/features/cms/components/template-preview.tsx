import { Loader, Paper, Stack, Text } from '@mantine/core';
import { UserText } from '../../../components/user-text';
import { t } from '../../../lib/i18n';
import { useTemplatePreview } from '../api/preview-template';
import { SafeHtml } from './safe-html';

/** The draft as a reader would get it, with sample values in place of the placeholders. */
export function TemplatePreview({ id, content, subject, html }: { id: number; content: string; subject?: string; html: boolean }) {
  const preview = useTemplatePreview(id, content, subject);
  const data = preview.data?.data;
  return (
    <Stack gap={4} data-testid="template-preview">
      <Text fw={600} size="sm">
        {t.cms.preview} {preview.isFetching && <Loader size={10} ml={4} />}
      </Text>
      <Text size="xs" c="dimmed">
        {t.cms.previewHint}
      </Text>
      <Paper withBorder p="sm" radius="sm" bg="gray.0">
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
