import { Stack, TextInput } from '@mantine/core';
import { deviceBody, type DeviceRow } from '@guardian/contracts';
import { FormActions } from '../../../components/form-page';
import { useZodForm } from '../../../hooks/use-zod-form';
import { t } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { useCreateDevice } from '../api/create-device';
import { useUpdateDevice } from '../api/update-device';
import { MountedModal } from '../../../components/mounted-modal';

const d = t.devices;

/** Add and update share this modal (spec section 4); `device` null means add. Mounted fresh on each open. */
export function DeviceFormModal({ device, onClose }: { device: DeviceRow | null; onClose: () => void }) {
  const create = useCreateDevice();
  const update = useUpdateDevice();
  const form = useZodForm(deviceBody, {
    deviceName: device?.deviceName ?? '',
    deviceId: device?.deviceId ?? '',
    macAddress: device?.macAddress ?? '',
  });

  const onSubmit = form.submit(async () => {
    const body = { deviceName: form.values.deviceName, deviceId: form.values.deviceId, macAddress: form.values.macAddress };
    try {
      if (device) {
        await update.mutateAsync({ id: device.id, body });
        notifySuccess(d.updated);
      } else {
        await create.mutateAsync(body);
        notifySuccess(t.toast.added);
      }
      onClose();
    } catch (error) {
      // A taken device id is named under its field as well as in the toast.
      form.showRefusal(error);
    }
  });

  return (
    <MountedModal onClose={onClose} title={device ? d.updateTitle : d.addTitle} centered>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack>
          <TextInput label={d.deviceName} withAsterisk data-autofocus {...form.inputProps('deviceName')} />
          <TextInput label={d.deviceId} withAsterisk {...form.inputProps('deviceId')} />
          <TextInput label={d.macAddress} description={d.macHint} placeholder="AA:BB:CC:DD:EE:FF" {...form.inputProps('macAddress')} />
          <FormActions
            cancelLabel={d.cancel}
            onCancel={onClose}
            submitLabel={device ? d.submitUpdate : d.submitAdd}
            submitting={create.isPending || update.isPending}
          />
        </Stack>
      </form>
    </MountedModal>
  );
}
