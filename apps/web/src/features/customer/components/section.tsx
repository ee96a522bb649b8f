import type { ReactNode } from 'react';
import { Card, Center, Group, Loader, Text, Title } from '@mantine/core';
import { ErrorState } from '../../../components/error-state';
import { t } from '../../../lib/i18n';

type Props = {
  /** The section's heading (an h2 under the person's name) and the accessible name of its region. */
  title: string;
  /** For the heading's id (aria-labelledby) and tests: `customer-${name}`. */
  name: string;
  /** The load this section shows: its failure is said with Retry, never as "nothing". */
  state?: { isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };
  /** Said instead of the content when there is nothing to show. */
  empty?: string | false;
  actions?: ReactNode;
  children?: ReactNode;
};

/**
 * One part of the user page: a titled region with its own loading, error and empty states, so that a part that
 * fails (or is empty) leaves the others readable.
 */
export function Section({ title, name, state, empty, actions, children }: Props) {
  const headingId = `customer-${name}`;
  let body: ReactNode = children;
  if (state?.isError) body = <ErrorState title={t.states.loadFailed(title)} retrying={state.isFetching} onRetry={() => void state.refetch()} />;
  else if (state?.isPending)
    body = (
      <Center p="md">
        <Loader size="sm" role="status" aria-label={t.common.loading} />
      </Center>
    );
  else if (empty) body = <Text c="dimmed">{empty}</Text>;
  return (
    <Card component="section" aria-labelledby={headingId} withBorder padding="lg" radius="md" data-testid={headingId}>
      <Group justify="space-between" mb="md" wrap="wrap">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {actions}
      </Group>
      {body}
    </Card>
  );
}
