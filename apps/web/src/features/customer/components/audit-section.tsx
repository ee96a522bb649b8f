import { Code, Stack, Text } from '@mantine/core';
import { auditActionLabel, ROLE, type TimelineEntry } from '@guardian/contracts';
import { DataTable, type Column } from '../../../components/table/data-table';
import { DateText } from '../../../components/date-text';
import { localize, t } from '../../../lib/i18n';
import { session } from '../../../lib/session';
import { useCustomerAudit } from '../api/list-customer-audit';
import { Section } from './section';
import { useSectionPager } from './use-section-pager';

const a = t.customer.auditColumns;
const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** What changed, as the service that wrote the entry described it: field names and values, as text. */
function Changes({ summary }: { summary: Record<string, unknown> }) {
  const entries = Object.entries(summary);
  if (entries.length === 0) return null;
  return (
    <Stack gap={2}>
      {entries.map(([key, value]) => (
        <Text size="xs" key={key} style={{ overflowWrap: 'anywhere' }}>
          <Code>{key}</Code> <bdi>{show(value)}</bdi>
        </Text>
      ))}
    </Stack>
  );
}

const COLUMNS: Column<TimelineEntry>[] = [
  { key: 'date', header: a.date, render: (row) => <DateText value={row.createdAt} time /> },
  { key: 'admin', header: a.admin, render: (row) => <bdi>{row.actorName ?? row.actorEmail ?? t.timeline.unknownActor}</bdi> },
  // contracts' label is the English one (the server's too); shown in the app's language.
  { key: 'action', header: a.action, render: (row) => localize(auditActionLabel(row.action)) },
  { key: 'changes', header: a.changes, render: (row) => <Changes summary={row.summary} /> },
];

/** The audit entries about the person's account, newest first; an admin (role 3) is told it sees only its own. */
export function AuditSection({ userId }: { userId: string }) {
  const pager = useSectionPager();
  const audit = useCustomerAudit(userId, pager);
  const page = audit.data;
  const ownOnly = Number(session.role()) !== ROLE.superAdmin;
  return (
    <Section
      title={t.customer.sections.audit}
      name="audit"
      state={audit}
      empty={page?.totalResult === 0 && (ownOnly ? `${t.customer.noAuditEntries} ${t.customer.ownEntriesOnly}` : t.customer.noAuditEntries)}
    >
      {ownOnly && (
        <Text size="sm" c="dimmed" mb="sm">
          {t.customer.ownEntriesOnly}
        </Text>
      )}
      {page && (
        <DataTable
          columns={COLUMNS}
          rows={page.data}
          rowKey={(row) => row.id}
          total={page.totalResult}
          totalIsEstimate={page.totalIsEstimate}
          loading={audit.isFetching}
          {...pager}
        />
      )}
    </Section>
  );
}
