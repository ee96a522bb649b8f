import { useNavigate } from 'react-router';
import { Card } from '@mantine/core';
import { PageHeader } from '../../../components/page-header';
import { t } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { useAddWarningAudio } from '../api/add-warning-audio';
import { AudioForm } from '../components/audio-form';

/** Add Audio: name, mp3 file, trigger time, Submit (spec section 2); language goes as the default, english. */
export function AddWarningAudioPage() {
  const navigate = useNavigate();
  const add = useAddWarningAudio();
  return (
    <>
      <PageHeader title={t.warningAudio.addTitle} />
      <Card withBorder radius="md" padding="xl" maw={560}>
        <AudioForm
          initial={{ name: '', triggerTime: '' }}
          fileRequired
          submitLabel={t.warningAudio.submit}
          onSubmit={async (form) => {
            await add.mutateAsync(form);
            notifySuccess(t.toast.added);
            void navigate('/admin/recording');
          }}
        />
      </Card>
    </>
  );
}
