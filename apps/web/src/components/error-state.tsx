import { Alert, Button, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { t } from '../lib/i18n';

type Props = {
  /** What failed, in the page's words ("The alarms could not be loaded."). */
  title: string;
  /** Retries what failed (a query's refetch, a chunk's import); without it no button is shown. */
  onRetry?: () => void;
  retrying?: boolean;
  /** A test id for the page's own tests. */
  testId?: string;
};

/**
 * A load that failed, said as such: never the "No data found" of an empty list, so that an operator can tell
 * "there is nothing" from "we could not look". Announced (role alert) and with a Retry button.
 */
export function ErrorState({ title, onRetry, retrying, testId }: Props) {
  return (
    <Alert color="red" variant="light" role="alert" title={title} icon={<IconAlertTriangle size={18} aria-hidden />} data-testid={testId}>
      <Text size="sm">{t.states.loadFailedHint}</Text>
      {onRetry && (
        <Button mt="sm" variant="default" leftSection={<IconRefresh size={16} aria-hidden />} loading={retrying} onClick={onRetry}>
          {t.states.retry}
        </Button>
      )}
    </Alert>
  );
}
