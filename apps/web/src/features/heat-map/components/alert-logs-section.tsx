import { useState } from 'react';
import { Button, Loader, Table, Text } from '@mantine/core';
import { NamedValue } from '../../../components/user-text';
import { formatDateTime } from '../../../lib/dates';
import { t } from '../../../lib/i18n';
import { useAlertDetails } from '../api/get-alert-details';

const m = t.heatMap;

/** The event's logs, loaded only when asked for (the map's answer carries none: it may list 500 events). */
export function AlertLogsSection({ eventId, personName }: { eventId: number; personName: string }) {
  const [open, setOpen] = useState(false);
  const logs = useAlertDetails(eventId, open);
  const panelId = `alert-logs-${eventId}`;
  return (
    <div>
      <Button variant="light" size="compact-sm" onClick={() => setOpen((shown) => !shown)} aria-expanded={open} aria-controls={panelId}>
        {open ? m.hideLogs : m.viewLogs}
      </Button>
      <div id={panelId} hidden={!open}>
        {open && logs.isPending && <Loader size="xs" mt={6} role="status" aria-label={t.common.loading} />}
        {open && logs.isError && (
          <Text size="sm" c="red.8" mt={6} role="alert">
            {m.logsFailed}
          </Text>
        )}
        {open && logs.data && logs.data.data.logs.length === 0 && (
          <Text size="sm" c="dimmed" mt={6}>
            {m.noLogs}
          </Text>
        )}
        {open && logs.data && logs.data.data.logs.length > 0 && (
          <Table mt={6} verticalSpacing={2} horizontalSpacing="xs" fz="sm" aria-label={`${m.logs}: ${personName}`} data-testid="alert-logs">
            <Table.Tbody>
              {logs.data.data.logs.map((log, index) => (
                <Table.Tr key={index}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(log.timeStamp)}</Table.Td>
                  <Table.Td dir="auto">{log.eventMessage || <NamedValue value={log.eventType} names={t.panicEvents.eventTypes} showCode />}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </div>
    </div>
  );
}
