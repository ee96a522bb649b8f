import { Badge, Group, Stack, Text } from '@mantine/core';
import type { CustomerDevice } from '@guardian/contracts';
import { DeviceLogTable } from '../../../components/device-log-table';
import { DateText } from '../../../components/date-text';
import { t } from '../../../lib/i18n';
import { FieldGrid } from './field-grid';
import { Section } from './section';

const d = t.devices;

/** The devices allocated to the person now, each with its newest logs. */
export function DevicesSection({ devices }: { devices: CustomerDevice[] }) {
  return (
    <Section title={t.customer.sections.devices} name="devices" empty={devices.length === 0 && t.customer.noDevices}>
      <Stack gap="lg">
        {devices.map((device) => (
          <Stack key={device.id} gap="xs" data-testid="customer-device">
            <Group gap="xs">
              <Text fw={600}>
                <bdi>{device.deviceName}</bdi>
              </Text>
              <Badge color={device.isActive ? 'teal' : 'gray'} variant="light">
                {device.isActive ? d.active : d.inactive}
              </Badge>
            </Group>
            <FieldGrid
              fields={[
                [d.deviceId, <bdi key="id">{device.deviceId}</bdi>],
                [d.macAddress, device.macAddress ? <bdi key="mac">{device.macAddress}</bdi> : d.notApplicable],
                [t.customer.allocatedOn, <DateText key="allocated" value={device.allocatedAt} />],
              ]}
            />
            <Text size="sm" fw={600} mt="xs">
              {t.customer.latestLogs}
            </Text>
            {device.latestLogs.length === 0 ? (
              <Text c="dimmed" size="sm">
                {t.customer.noDeviceLogs}
              </Text>
            ) : (
              <DeviceLogTable logs={device.latestLogs} label={`${t.customer.latestLogs}: ${device.deviceName}`} />
            )}
          </Stack>
        ))}
      </Stack>
    </Section>
  );
}
