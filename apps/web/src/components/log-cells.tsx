import { Table } from '@mantine/core';
import { DateText } from './date-text';
import { LtrText, UserText } from './user-text';

/** One log line as a device or a panic event keeps it (the contracts' deviceLog and alertLogRow). */
export type LogLine = { eventType: string; eventMessage: string; timeStamp: string };

/**
 * A log line's three cells, as every log table shows them: the type is a code (left to right), the message
 * the sender's own words, the time on one line. `strongType` marks the type of a line that needs attention.
 */
export function LogCells({ log, strongType }: { log: LogLine; strongType?: boolean }) {
  return (
    <>
      <Table.Td fw={strongType ? 600 : undefined}>
        <LtrText>{log.eventType}</LtrText>
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
