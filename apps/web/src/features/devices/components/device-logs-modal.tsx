import { Center, Loader, Text } from '@mantine/core';
import { DEVICE_LOGS_SHOWN, type DeviceRow } from '@guardian/contracts';
import { DeviceLogTable } from '../../../components/device-log-table';
import { t } from '../../../lib/i18n';
import { useDevice } from '../api/get-device';
import { MountedModal } from '../../../components/mounted-modal';

const d = t.devices;

/** The device's logs, newest first; the four BLE failure types are painted red (spec section 4). */
export function DeviceLogsModal({ device, onClose }: { device: DeviceRow; onClose: () => void }) {
  const details = useDevice(device.id);
  const logs = details.data?.data.deviceLogs ?? [];
  return (
    <MountedModal onClose={onClose} title={d.logsTitle(device.deviceName)} size="xl" centered>
      {details.isLoading ? (
        <Center p="lg">
          <Loader size="sm" role="status" aria-label={t.common.loading} />
        </Center>
      ) : logs.length === 0 ? (
        <Text c="dimmed">{d.noLogs}</Text>
      ) : (
        <>
          <DeviceLogTable logs={logs} />
          {logs.length >= DEVICE_LOGS_SHOWN && (
            <Text size="sm" c="dimmed" mt="xs">
              {d.logsCapped(DEVICE_LOGS_SHOWN)}
            </Text>
          )}
        </>
      )}
    </MountedModal>
  );
}
