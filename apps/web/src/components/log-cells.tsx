import { Table } from '@mantine/core';
import { DateText } from './date-text';
import { t } from '../lib/i18n';
import { NamedValue, UserText } from './user-text';

/** One log line as a device or a panic event keeps it (the contracts' deviceLog and alertLogRow). */
export type LogLine = { eventType: string; eventMessage: string; timeStamp: string };

/**
 * A log line's three cells, as every log table shows them: the type by its name (the code it was sent as in its tooltip), the message
 * the sender's own words, the time on one line. `strongType` marks the type of a line that needs attention.
 */
export function LogCells({ log, strongType }: { log: LogLine; strongType?: boolean }) {
  return (
    <>
      <Table.Td fw={strongType ? 600 : undefined}>
        <NamedValue value={log.eventType} names={t.panicEvents.eventTypes} showCode />
      </Table.Td>
      <Table.Td>
        <UserText>{log.eventMessage}</UserText>
      </Table.Td>
      <Table.Td>
        <DateText value={log.timeStamp} time />
      </Table.Td>
    </>
  );
}
