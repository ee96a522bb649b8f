import { Stack, TextInput } from '@mantine/core';
import { API_KEY, createApiKeyBody, type CreatedApiKey } from '@guardian/contracts';
import { FormActions } from '../../../components/form-page';
import { useZodForm } from '../../../hooks/use-zod-form';
import { t } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { useCreateApiKey } from '../api/create-api-key';
import { MountedModal } from '../../../components/mounted-modal';

const m = t.integrations;

/** Name the key; on success the caller shows the key (once). Mounted fresh on each open. */
export function CreateKeyModal({ onClose, onCreated }: { onClose: () => void; onCreated: (key: CreatedApiKey) => void }) {
  const create = useCreateApiKey();
  const form = useZodForm(createApiKeyBody, { name: '' });

  const onSubmit = form.submit(async (body) => {
    try {
      const answer = await create.mutateAsync(body);
      notifySuccess(m.created);
      onCreated(answer.data);
    } catch (error) {
      form.showRefusal(error);
    }
  });

  return (
    <MountedModal onClose={onClose} title={m.createTitle} centered>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={m.createTitle}>
        <Stack>
          <TextInput label={m.nameLabel} withAsterisk data-autofocus maxLength={API_KEY.nameMax} {...form.inputProps('name')} />
          <FormActions cancelLabel={m.cancel} onCancel={onClose} submitLabel={m.create} submitting={create.isPending} />
        </Stack>
      </form>
    </MountedModal>
  );
}
