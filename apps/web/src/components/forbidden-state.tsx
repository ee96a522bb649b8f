import { Link } from 'react-router';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { usePageTitle } from '../hooks/use-page-title';
import { t } from '../lib/i18n';

/**
 * What an admin sees on a page their role may not use (a typed or bookmarked URL): the page's own title as
 * the one h1 says so, and nothing of the page itself (no list, no form, no action that would fail on submit).
 */
export function ForbiddenState() {
  usePageTitle(t.states.forbiddenTitle);
  return (
    <Card withBorder padding="xl" radius="md" maw={640} data-testid="forbidden">
      <Stack gap="sm" align="flex-start">
        <IconLock size={32} aria-hidden color="var(--mantine-color-gray-7)" />
        <Title order={1} size="h2">
          {t.states.forbiddenTitle}
        </Title>
        <Text>{t.states.forbiddenText}</Text>
        <Button component={Link} to="/admin/dashboard" variant="default">
          {t.states.toDashboard}
        </Button>
      </Stack>
    </Card>
  );
}
