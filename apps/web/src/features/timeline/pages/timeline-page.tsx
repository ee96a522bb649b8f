import dayjs from 'dayjs';
import { Card, Group, Loader, Pagination, Select, Text } from '@mantine/core';
import { PAGE_SIZES, ROLE, type TimelineQuery } from '@guardian/contracts';
import { PageHeader } from '../../../components/page-header';
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
  const pages = Math.max(1, Math.ceil(total / list.limit));
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
      <Group justify="space-between" mt="md" wrap="wrap">
        <Group gap="xs">
          <Text size="sm" id="timeline-page-size">
            {t.common.rowsPerPage}
          </Text>
          <Select
            aria-labelledby="timeline-page-size"
            w={90}
            size="xs"
            allowDeselect={false}
            data={PAGE_SIZES.map(String)}
            value={String(list.limit)}
            onChange={(value) => value && list.setLimit(Number(value))}
          />
          <Text size="sm" c="dimmed" data-testid="timeline-total">
            {total === 0 ? '0' : `${(list.page - 1) * list.limit + 1}–${Math.min(list.page * list.limit, total)}`} / {total}
          </Text>
        </Group>
        <Pagination
          total={pages}
          value={Math.min(list.page, pages)}
          onChange={list.setPage}
          size="sm"
          siblings={1}
          boundaries={1}
          getControlProps={(control) => ({ 'aria-label': control === 'previous' ? t.common.previous : control === 'next' ? t.common.next : undefined })}
        />
      </Group>
    </>
  );
}
