import { Button, Center, Loader, Modal } from '@mantine/core';
import { t } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { useWarningAudioDetails } from '../api/get-warning-audio-details';
import { useUpdateWarningAudio } from '../api/update-warning-audio';
import { AudioForm } from './audio-form';

/** Name, mp3 file and trigger time, saved with Change (spec section 2). */
export function EditAudioModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const details = useWarningAudioDetails(id);
  const update = useUpdateWarningAudio();
  const audio = details.data?.data;
  return (
    <Modal opened={id !== null} onClose={onClose} title={t.warningAudio.editTitle} centered size="md">
      {audio && !details.isFetching ? (
        <AudioForm
          key={audio.id}
          initial={{ name: audio.name, triggerTime: audio.triggerTime }}
          fileRequired={false}
          submitLabel={t.warningAudio.change}
          extraActions={
            <Button variant="default" onClick={onClose}>
              {t.warningAudio.cancel}
            </Button>
          }
          onSubmit={async (form) => {
            const response = await update.mutateAsync({ id: audio.id, form });
            notifySuccess(response.message);
            onClose();
          }}
        />
      ) : (
        <Center p="md">
          <Loader size="sm" role="status" aria-label={t.common.loading} />
        </Center>
      )}
    </Modal>
  );
}
