import { ActionIcon, Group, Switch, Tooltip } from '@mantine/core';
import { IconEdit, IconListDetails, IconTrash } from '@tabler/icons-react';
import type { DeviceRow } from '@guardian/contracts';
import type { Column } from '../../../components/table/data-table';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';

const d = t.devices;

export type DeviceActions = {
  onToggle: (row: DeviceRow) => void;
  onLogs: (row: DeviceRow) => void;
  onEdit: (row: DeviceRow) => void;
  onRemove: (row: DeviceRow) => void;
};

/** The allocated user is the first allocation's user name, else N/A (spec section 3). */
const allocatedTo = (row: DeviceRow) => row.userDeviceInventory[0]?.deviceInventoryUser.userName || d.notApplicable;

function RowActions({ row, actions }: { row: DeviceRow; actions: DeviceActions }) {
  const buttons = [
    { label: d.viewLogs, icon: IconListDetails, color: 'blue', run: actions.onLogs },
    { label: d.edit, icon: IconEdit, color: 'gray', run: actions.onEdit },
    { label: d.remove, icon: IconTrash, color: 'red', run: actions.onRemove },
  ];
  return (
    <Group gap={4} wrap="nowrap">
      {buttons.map(({ label, icon: Icon, color, run }) => (
        <Tooltip key={label} label={label} withArrow>
          <ActionIcon variant="subtle" color={color} aria-label={`${label} ${row.deviceId}`} onClick={() => run(row)}>
            <Icon size={18} />
          </ActionIcon>
        </Tooltip>
      ))}
    </Group>
  );
}

export function deviceColumns(actions: DeviceActions): Column<DeviceRow>[] {
  return [
    { key: 'sr', header: d.srNo, render: (_, index) => index + 1, width: 70 },
    { key: 'name', header: d.deviceName, render: (row) => row.deviceName },
    { key: 'deviceId', header: d.deviceId, render: (row) => row.deviceId },
    { key: 'mac', header: d.macAddress, render: (row) => row.macAddress ?? d.notApplicable },
    { key: 'user', header: d.allocatedTo, render: allocatedTo },
    { key: 'added', header: d.addedOn, render: (row) => formatDate(row.createdAt) },
    {
      key: 'status',
      header: d.status,
      render: (row) => (
        <Switch checked={row.isActive} onChange={() => actions.onToggle(row)} aria-label={d.toggleStatus(row.deviceId)} color="teal" />
      ),
    },
    { key: 'action', header: d.action, render: (row) => <RowActions row={row} actions={actions} /> },
  ];
}
