import dayjs from 'dayjs';
import { Card, Group, Loader, Text } from '@mantine/core';
import { ROLE, type TimelineQuery } from '@guardian/contracts';
import { PageHeader } from '../../../components/page-header';
import { ListPager } from '../../../components/table/list-pager';
import { useListParams } from '../../../hooks/use-list-params';
import { t } from '../../../lib/i18n';
import { session } from '../../../lib/session';
import { useTimeline } from '../api/get-timeline';
import { TimelineFilters } from '../components/timeline-filters';
import { TimelineList } from '../components/timeline-list';

const NO_FILTERS = { actor: '', action: '', from: '', to: '' };

/** The filter's days are the operator's local days; the server is sent the instants they begin and end. */
function toQuery(page: number, limit: number, filters: typeof NO_FILTERS, showActor: boolean): TimelineQuery {
  return {
    limit,
    page_no: page,
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
  const timeline = useTimeline(toQuery(list.page, list.limit, list.filters, showActor));
  const total = timeline.data?.totalResult ?? 0;
  const entries = timeline.data?.data ?? [];

  return (
    <>
      <PageHeader title={t.timeline.title} />
      <TimelineFilters values={list.filters} showActor={showActor} onChange={list.setFilters} onClear={list.clear} />
      <Card withBorder padding="lg" radius="md" aria-busy={timeline.isFetching}>
        {entries.length > 0 ? (
          <TimelineList entries={entries} />
        ) : (
          <Group justify="center" p="md">
            {timeline.isLoading ? <Loader size="sm" aria-label={t.common.loading} /> : <Text c="dimmed">{t.timeline.empty}</Text>}
          </Group>
        )}
      </Card>
      <ListPager total={total} {...list.pager} totalTestId="timeline-total" />
    </>
  );
}
