import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { setPageTitle } from '../lib/document-title';
import { t } from '../lib/i18n';

/**
 * What a route shows when it cannot be shown (its code chunk failed to download, or it threw), instead of
 * React Router's developer screen: a plain sentence and Reload. Inside the admin frame the sidebar stays,
 * so the operator can also go elsewhere. Only base-chunk components: this is in every page's first load.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    // For whoever opens the console; the page itself shows no internals.
    console.error(error);
    setPageTitle(t.states.pageFailedTitle);
  }, [error]);
  return (
    <Paper withBorder p="xl" radius="md" maw={640} m="lg" data-testid="route-error">
      <Stack gap="sm" align="flex-start">
        <Title order={1} size="h2">
          {t.states.pageFailedTitle}
        </Title>
        <Text>{t.states.pageFailedText}</Text>
        <Button onClick={() => window.location.reload()}>{t.states.reload}</Button>
      </Stack>
    </Paper>
  );
}
