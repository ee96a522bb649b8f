import dayjs from 'dayjs';
import { Group, Loader, Text } from '@mantine/core';
import { ROLE } from '@guardian/contracts';
import { ListPage } from '../../../components/list-page';
import { useListParams } from '../../../hooks/use-list-params';
import { t } from '../../../lib/i18n';
import { session } from '../../../lib/session';
import { useTimeline, type TimelineFilterQuery } from '../api/get-timeline';
import { TimelineFilters } from '../components/timeline-filters';
import { TimelineList } from '../components/timeline-list';

const NO_FILTERS = { actor: '', action: '', from: '', to: '' };

/** The filter's days are the operator's local days; the server is sent the instants they begin and end. */
function toFilters(filters: typeof NO_FILTERS, showActor: boolean): TimelineFilterQuery {
  return {
    actor_id: showActor && filters.actor ? Number(filters.actor) : undefined,
    action: filters.action || undefined,
    from: filters.from ? dayjs(filters.from).startOf('day').toISOString() : undefined,
    to: filters.to ? dayjs(filters.to).endOf('day').toISOString() : undefined,
  };
}

/** The audit trail: a super admin sees every admin's activity, an admin their own (the server decides). */
export function TimelinePage() {
  const list = useListParams(NO_FILTERS);
  const showActor = session.role() === String(ROLE.superAdmin);
  const timeline = useTimeline({ page: list.page, limit: list.limit, filters: toFilters(list.filters, showActor) });
  const entries = timeline.data?.data ?? [];

  return (
    <ListPage
      query={timeline}
      title={t.timeline.title}
      list={list}
      toolbar={<TimelineFilters values={list.filters} showActor={showActor} onChange={list.setFilters} onClear={list.clear} />}
      total={timeline.data && { value: timeline.data.totalResult, estimate: timeline.data.totalIsEstimate }}
      busy={timeline.isFetching}
      totalTestId="timeline-total"
    >
      {entries.length > 0 ? (
        <TimelineList entries={entries} />
      ) : (
        <Group justify="center" p="md">
          {timeline.isLoading ? <Loader size="sm" role="status" aria-label={t.common.loading} /> : <Text c="dimmed">{t.timeline.empty}</Text>}
        </Group>
      )}
    </ListPage>
  );
}
