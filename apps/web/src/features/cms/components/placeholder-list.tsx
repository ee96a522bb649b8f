import { Badge, Code, Group, Stack, Text } from '@mantine/core';
import type { PlaceholderName } from '@guardian/contracts';
import { t } from '../../../lib/i18n';

/** The placeholders a template may use, beside its editor. */
export function PlaceholderList({ names, required }: { names: string[]; required: string[] }) {
  return (
    <Stack gap="xs" data-testid="placeholder-list">
      <Text fw={600} size="sm">
        {t.cms.placeholders}
      </Text>
      <Text size="xs" c="dimmed">
        {t.cms.placeholdersHint}
      </Text>
      {names.map((name) => (
        <div key={name}>
          <Group gap={6}>
            <Code>{`{{${name}}}`}</Code>
            {required.includes(name) && (
              <Badge size="xs" variant="light" color="orange">
                {t.cms.requiredPlaceholder}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed" mt={2}>
            {t.cms.placeholderHelp[name as PlaceholderName] ?? ''}
          </Text>
        </div>
      ))}
    </Stack>
  );
}
