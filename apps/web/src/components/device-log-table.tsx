import { Table } from '@mantine/core';
import { DEVICE_BLE_ERROR_TYPES, type DeviceLog } from '@guardian/contracts';
import { t } from '../lib/i18n';
import { LogCells } from './log-cells';

const d = t.devices;
const BLE_ERRORS = new Set<string>(DEVICE_BLE_ERROR_TYPES);

/**
 * A device's logs as given (newest first); the four BLE failure types are painted red (spec section 4), in a
 * red dark enough for its contrast on the light red row (axe color-contrast). Device Management's logs dialog
 * and the user page's devices show it.
 */
export function DeviceLogTable({ logs, label }: { logs: DeviceLog[]; label?: string }) {
  return (
    <Table.ScrollContainer minWidth={600} type="native">
      <Table verticalSpacing="xs" withTableBorder aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{d.eventType}</Table.Th>
            <Table.Th>{d.eventMessage}</Table.Th>
            <Table.Th>{d.timeStamp}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {logs.map((log, index) => {
            const bleError = BLE_ERRORS.has(log.eventType);
            return (
              <Table.Tr key={index} data-ble-error={bleError || undefined} bg={bleError ? 'red.0' : undefined} c={bleError ? 'red.9' : undefined}>
                <LogCells log={log} strongType={bleError} />
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
