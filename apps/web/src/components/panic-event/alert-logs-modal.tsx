import { Modal, Table, Text } from '@mantine/core';
import type { PanicEventRow } from '@guardian/contracts';
import { t } from '../../lib/i18n';
import { LogCells } from '../log-cells';

const p = t.panicEvents;

/** The event's log lines (eventType, eventMessage, timeStamp), oldest first as the server sends them. */
export function AlertLogsModal({ event, onClose }: { event: PanicEventRow | null; onClose: () => void }) {
  return (
    <Modal opened={event !== null} onClose={onClose} title={p.logsTitle} size="lg" centered closeButtonProps={{ 'aria-label': p.close }}>
      {event && event.alertLogs.length === 0 && <Text c="dimmed">{p.noLogs}</Text>}
      {event && event.alertLogs.length > 0 && (
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{p.logColumns.eventType}</Table.Th>
              <Table.Th>{p.logColumns.eventMessage}</Table.Th>
              <Table.Th>{p.logColumns.timeStamp}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {event.alertLogs.map((log, index) => (
              <Table.Tr key={index}>
                <LogCells log={log} />
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}
