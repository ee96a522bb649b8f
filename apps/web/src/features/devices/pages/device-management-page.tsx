import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { ALLOCATION_STATUS, DELAY, DEVICE_ACTIVE_STATUS, DEVICE_ORDER_BY, type DeviceRow } from '@guardian/contracts';
import { confirmAction } from '../../../components/confirm';
import { ListPage } from '../../../components/list-page';
import { listSort } from '../../../hooks/list-sort';
import { useListParams } from '../../../hooks/use-list-params';
import { t } from '../../../lib/i18n';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useDeleteDevice } from '../api/delete-device';
import { exportDevices } from '../api/export-devices';
import { useDevices, type DeviceListFilters } from '../api/list-devices';
import { useSetDeviceStatus } from '../api/set-device-status';
import { deviceColumns } from '../components/device-columns';
import { ALLOCATION_OPTIONS, DeviceFilters, STATUS_OPTIONS } from '../components/device-filters';
import { DeviceFormModal } from '../components/device-form-modal';
import { DeviceImportModal } from '../components/device-import-modal';
import { DeviceLogsModal } from '../components/device-logs-modal';

const d = t.devices;
const DEFAULTS = { allocation_status: String(ALLOCATION_STATUS.all), active_status: String(DEVICE_ACTIVE_STATUS.all) };
// Newest first by id, as the list always was; the device's name sorts A to Z on a first click.
const SORT_DEFAULTS = { order_by: 'id', order: 'DESC' } as const;
const SORT_COLUMNS = { name: { by: 'deviceName' } } as const;
/** A hand-edited URL with a code outside the set shows the default rather than an empty, failed list. */
const known = (value: string, options: { value: string }[], fallback: string) => (options.some((option) => option.value === value) ? value : fallback);

type Open = { kind: 'form'; device: DeviceRow | null } | { kind: 'logs'; device: DeviceRow } | { kind: 'import' } | null;

export function DeviceManagementPage() {
  const list = useListParams({ ...DEFAULTS, order_by: '', order: '' });
  const sort = listSort(list, DEVICE_ORDER_BY, SORT_DEFAULTS, SORT_COLUMNS);
  const filters: DeviceListFilters = {
    keyword: list.search,
    allocationStatus: known(list.filters.allocation_status, ALLOCATION_OPTIONS, DEFAULTS.allocation_status),
    activeStatus: known(list.filters.active_status, STATUS_OPTIONS, DEFAULTS.active_status),
    order_by: sort.by,
    order: sort.order,
  };
  const devices = useDevices({ ...filters, page: list.page, limit: list.limit });
  const setStatus = useSetDeviceStatus();
  const remove = useDeleteDevice();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
    } catch (error) {
      notifyApiError(error);
    }
  };

  const toggle = async (device: DeviceRow) => {
    const activate = !device.isActive;
    if (!(await confirmAction({ message: activate ? t.confirm.activateDevice : t.confirm.deactivateDevice }))) return;
    await run(async () => {
      await setStatus.mutateAsync({ id: device.id, isActive: activate });
      notifySuccess(activate ? t.toast.deviceActivated : t.toast.deviceDeactivated, DELAY.statusToast);
    });
  };

  const removeDevice = async (device: DeviceRow) => {
    if (!(await confirmAction({ title: t.confirm.removeDevice, danger: true }))) return;
    await run(async () => {
      await remove.mutateAsync(device.id);
      notifySuccess(t.toast.deviceDeleted);
    });
  };

  const columns = deviceColumns({
    onLogs: (device) => setOpen({ kind: 'logs', device }),
    onEdit: (device) => setOpen({ kind: 'form', device }),
    onToggle: (device) => void toggle(device),
    onRemove: (device) => void removeDevice(device),
  });

  return (
    <>
      <ListPage
        query={devices}
        title={d.title}
        list={list}
        actions={
          <Button variant="default" leftSection={<IconUpload size={16} />} onClick={() => setOpen({ kind: 'import' })}>
            {d.importDevice}
          </Button>
        }
        exportCsv={{ label: d.export, run: (onProgress) => exportDevices(filters, onProgress), variant: 'default' }}
        actionsAfter={<Button onClick={() => setOpen({ kind: 'form', device: null })}>{d.add}</Button>}
        toolbar={
          <DeviceFilters
            applied={filters}
            onClear={list.clear}
            onSearch={list.setSearch}
            // Defaults stay out of the URL, as page size and page do.
            onFilter={(values) =>
              list.setFilters({
                allocation_status: values.allocationStatus === DEFAULTS.allocation_status ? '' : values.allocationStatus,
                active_status: values.activeStatus === DEFAULTS.active_status ? '' : values.activeStatus,
              })
            }
          />
        }
        total={devices.data && { value: devices.data.totalResult, estimate: devices.data.totalIsEstimate }}
        sort={sort}
        table={{ columns, rows: devices.data?.data ?? [], rowKey: (row) => row.id, loading: devices.isFetching }}
      />
      {open?.kind === 'form' && <DeviceFormModal device={open.device} onClose={close} />}
      {open?.kind === 'logs' && <DeviceLogsModal device={open.device} onClose={close} />}
      {open?.kind === 'import' && <DeviceImportModal onClose={close} />}
    </>
  );
}
