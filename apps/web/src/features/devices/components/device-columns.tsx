import { ActionIcon, Group, Switch, Tooltip } from '@mantine/core';
import { IconEdit, IconListDetails, IconTrash } from '@tabler/icons-react';
import type { DeviceRow } from '@guardian/contracts';
import { CustomerLink, nameOr } from '../../../components/customer-link';
import type { Column } from '../../../components/table/data-table';
import { LtrText } from '../../../components/user-text';
import { formatDate } from '../../../lib/dates';
import { t } from '../../../lib/i18n';
import { BreakableText } from '../../../components/breakable-text';

const d = t.devices;
const LONG_TEXT_WIDTH = '16rem';

export type DeviceActions = {
  onToggle: (row: DeviceRow) => void;
  onLogs: (row: DeviceRow) => void;
  onEdit: (row: DeviceRow) => void;
  onRemove: (row: DeviceRow) => void;
};

/**
 * The allocated user is the first allocation's user name, else N/A (spec section 3); the name opens their page.
 * A user name of spaces only would leave the link nameless: the id stands in, as for no name.
 */
function allocatedTo(row: DeviceRow) {
  const holder = row.userDeviceInventory[0]?.deviceInventoryUser;
  if (!holder) return d.notApplicable;
  // A name without spaces (a user name, or a long pasted one) may wrap at its dots and dashes: the table keeps its
  // row actions in view at 1024 px instead of growing wider than the page.
  return (
    <CustomerLink userId={holder.userId}>
      <BreakableText text={nameOr(holder.userName, `#${holder.userId}`)} dir="auto" />
    </CustomerLink>
  );
}

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
    // Two long texts (a name and a user name) at the 24rem any cell may take pushed the row actions out of view at
    // 1024 and 1366 px: these two wrap within 16rem.
    { key: 'name', header: d.deviceName, render: (row) => <BreakableText text={row.deviceName} dir="auto" />, cellMaxWidth: LONG_TEXT_WIDTH },
    { key: 'deviceId', header: d.deviceId, render: (row) => <LtrText>{row.deviceId}</LtrText> },
    { key: 'mac', header: d.macAddress, render: (row) => (row.macAddress ? <LtrText nowrap>{row.macAddress}</LtrText> : d.notApplicable) },
    { key: 'user', header: d.allocatedTo, render: allocatedTo, cellMaxWidth: LONG_TEXT_WIDTH },
    { key: 'added', header: d.addedOn, render: (row) => formatDate(row.createdAt) },
    {
      key: 'status',
      header: d.status,
      render: (row) => <Switch checked={row.isActive} onChange={() => actions.onToggle(row)} aria-label={d.toggleStatus(row.deviceId)} color="teal" />,
    },
    { key: 'action', header: d.action, render: (row) => <RowActions row={row} actions={actions} /> },
  ];
}
