import { Center, Loader, Modal, Table, Text } from '@mantine/core';
import { DEVICE_BLE_ERROR_TYPES, DEVICE_LOGS_SHOWN, type DeviceRow } from '@guardian/contracts';
import { formatDateTime } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useDevice } from '../api/get-device';

const d = t.devices;
const BLE_ERRORS = new Set<string>(DEVICE_BLE_ERROR_TYPES);

/** The device's logs, newest first; the four BLE failure types are painted red (spec section 4). */
export function DeviceLogsModal({ device, onClose }: { device: DeviceRow; onClose: () => void }) {
  const details = useDevice(device.id);
  const logs = details.data?.data.deviceLogs ?? [];
  return (
    <Modal opened onClose={onClose} title={d.logsTitle(device.deviceName)} size="xl" centered>
      {details.isLoading ? (
        <Center p="lg">
          <Loader size="sm" aria-label={t.common.loading} />
        </Center>
      ) : logs.length === 0 ? (
        <Text c="dimmed">{d.noLogs}</Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={600}>
            <Table verticalSpacing="xs" withTableBorder>
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
                    <Table.Tr key={index} data-ble-error={bleError || undefined} bg={bleError ? 'red.0' : undefined} c={bleError ? 'red.8' : undefined}>
                      <Table.Td fw={bleError ? 600 : undefined}>{log.eventType}</Table.Td>
                      <Table.Td>{log.eventMessage}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(log.timeStamp)}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {logs.length >= DEVICE_LOGS_SHOWN && (
            <Text size="sm" c="dimmed" mt="xs">
              {d.logsCapped(DEVICE_LOGS_SHOWN)}
            </Text>
          )}
        </>
      )}
    </Modal>
  );
}
