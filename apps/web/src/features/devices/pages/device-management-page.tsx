import { useState } from 'react';
import { Button, Card } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { ALLOCATION_STATUS, DELAY, DEVICE_ACTIVE_STATUS, type DeviceRow } from '@guardian/contracts';
import { confirmAction } from '../../../components/confirm';
import { PageHeader } from '../../../components/page-header';
import { DataTable } from '../../../components/table/data-table';
import { useListParams } from '../../../hooks/use-list-params';
import { t } from '../../../lib/i18n';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useDeleteDevice } from '../api/delete-device';
import { exportDevices } from '../api/export-devices';
import { useDevices, type DeviceFilterValues } from '../api/list-devices';
import { useSetDeviceStatus } from '../api/set-device-status';
import { deviceColumns } from '../components/device-columns';
import { ALLOCATION_OPTIONS, DeviceFilters, STATUS_OPTIONS } from '../components/device-filters';
import { DeviceFormModal } from '../components/device-form-modal';
import { DeviceImportModal } from '../components/device-import-modal';
import { DeviceLogsModal } from '../components/device-logs-modal';

const d = t.devices;
const DEFAULTS = { allocation_status: String(ALLOCATION_STATUS.all), active_status: String(DEVICE_ACTIVE_STATUS.all) };
/** A hand-edited URL with a code outside the set shows the default rather than an empty, failed list. */
const known = (value: string, options: { value: string }[], fallback: string) => (options.some((option) => option.value === value) ? value : fallback);

type Open = { kind: 'form'; device: DeviceRow | null } | { kind: 'logs'; device: DeviceRow } | { kind: 'import' } | null;

export function DeviceManagementPage() {
  // search is listed with the filters so that Apply writes all three in one URL update.
  const list = useListParams({ ...DEFAULTS, search: '' });
  const filters: DeviceFilterValues = {
    keyword: list.search,
    allocationStatus: known(list.filters.allocation_status, ALLOCATION_OPTIONS, DEFAULTS.allocation_status),
    activeStatus: known(list.filters.active_status, STATUS_OPTIONS, DEFAULTS.active_status),
  };
  const devices = useDevices({ ...filters, page: list.page, limit: list.limit });
  const setStatus = useSetDeviceStatus();
  const remove = useDeleteDevice();
  const [open, setOpen] = useState<Open>(null);
  const [exporting, setExporting] = useState(false);
  const close = () => setOpen(null);

  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
    } catch (error) {
      notifyApiError(error);
    }
  };

  const columns = deviceColumns({
    onLogs: (device) => setOpen({ kind: 'logs', device }),
    onEdit: (device) => setOpen({ kind: 'form', device }),
    onToggle: async (device) => {
      const activate = !device.isActive;
      if (!(await confirmAction({ message: activate ? t.confirm.activateDevice : t.confirm.deactivateDevice }))) return;
      await run(async () => {
        await setStatus.mutateAsync({ id: device.id, isActive: activate });
        notifySuccess(activate ? t.toast.deviceActivated : t.toast.deviceDeactivated, DELAY.statusToast);
      });
    },
    onRemove: async (device) => {
      if (!(await confirmAction({ title: t.confirm.removeDevice, danger: true }))) return;
      await run(async () => {
        await remove.mutateAsync(device.id);
        notifySuccess(t.toast.deviceDeleted);
      });
    },
  });

  const exportCsv = async () => {
    setExporting(true);
    await run(() => exportDevices(filters));
    setExporting(false);
  };

  return (
    <>
      <PageHeader title={d.title}>
        <Button variant="default" leftSection={<IconUpload size={16} />} onClick={() => setOpen({ kind: 'import' })}>
          {d.importDevice}
        </Button>
        <Button variant="default" leftSection={<IconDownload size={16} />} loading={exporting} onClick={exportCsv}>
          {d.export}
        </Button>
        <Button onClick={() => setOpen({ kind: 'form', device: null })}>{d.add}</Button>
      </PageHeader>
      <Card withBorder padding="lg" radius="md">
        <DeviceFilters
          applied={filters}
          onClear={list.clear}
          // Defaults stay out of the URL, as page size and page do.
          onApply={(values) =>
            list.setFilters({
              search: values.keyword,
              allocation_status: values.allocationStatus === DEFAULTS.allocation_status ? '' : values.allocationStatus,
              active_status: values.activeStatus === DEFAULTS.active_status ? '' : values.activeStatus,
            })
          }
        />
        <DataTable
          columns={columns}
          rows={devices.data?.data ?? []}
          rowKey={(row) => row.id}
          total={devices.data?.totalResult ?? 0}
          {...list.pager}
          loading={devices.isFetching}
        />
      </Card>
      {open?.kind === 'form' && <DeviceFormModal device={open.device} onClose={close} />}
      {open?.kind === 'logs' && <DeviceLogsModal device={open.device} onClose={close} />}
      {open?.kind === 'import' && <DeviceImportModal onClose={close} />}
    </>
  );
}
