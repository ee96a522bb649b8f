import { ActionIcon, Stack, Text, Tooltip } from '@mantine/core';
import { IconList } from '@tabler/icons-react';
import { ALERT_FROM_WATCH, type PanicEventRow } from '@guardian/contracts';
import { DateText } from '../date-text';
import { t } from '../../lib/i18n';
import { PublicLink } from '../public-link';
import type { Column } from '../table/data-table';
import { AlarmOutcome } from './alarm-outcome';
import { AlarmStatusBadge } from './alarm-status-badge';
import { AlertTypeDot } from './alert-type-dot';

const p = t.panicEvents;

/**
 * An event's own columns, as Panic Events and the user page show them: date, alert type, source, desk status,
 * kind (panic, duress, test), how it was worked (outcome, handler, hand-off reference, note), its logs (the dialog
 * `showLogs` opens) and its shared experience's public link, with a button that copies it.
 */
export function eventColumns(showLogs: (row: PanicEventRow) => void): Column<PanicEventRow>[] {
  return [
    { key: 'createdAt', header: p.columns.createdAt, render: (row) => <DateText value={row.createdAt} time /> },
    { key: 'alertType', header: p.columns.alertType, render: (row) => <AlertTypeDot alertType={row.alertType} /> },
    { key: 'source', header: p.columns.source, render: (row) => (row.isAlertStartedFromDevice === ALERT_FROM_WATCH ? p.watch : p.mobile) },
    // The kind sits under the status, not in a column of its own: with ten columns the list must still fit 1024 px.
    {
      key: 'status',
      header: t.alarms.columns.status,
      render: (row) => (
        <Stack gap={2} align="flex-start">
          <AlarmStatusBadge status={row.status} />
          <Text size="xs" c="dimmed">
            {p.kind[row.kind]}
          </Text>
        </Stack>
      ),
    },
    { key: 'outcome', header: p.columns.outcome, render: (row) => <AlarmOutcome record={row} />, cellMaxWidth: '10rem' },
    {
      key: 'logs',
      header: p.columns.logs,
      render: (row) => (
        // An icon named by its action: the list's columns must fit 1024 px.
        <Tooltip label={p.viewLogs}>
          <ActionIcon variant="light" aria-label={p.viewLogs} onClick={() => showLogs(row)}>
            <IconList size={16} />
          </ActionIcon>
        </Tooltip>
      ),
    },
    // The columns leave no room for the whole address: the link is named, the address shows when pointed at and is copied whole.
    { key: 'link', header: p.columns.eventLink, render: (row) => (row.eventUrl ? <PublicLink link={row.eventUrl} label={p.openEvent} /> : null) },
  ];
}
