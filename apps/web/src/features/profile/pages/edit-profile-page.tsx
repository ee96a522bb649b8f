import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Card, Stack, TextInput } from '@mantine/core';
import { updateProfileBody } from '@guardian/contracts';
import { FormActions } from '../../../components/form-page';
import { PageHeader } from '../../../components/page-header';
import { useZodForm } from '../../../hooks/use-zod-form';
import { t } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { session } from '../../../lib/session';
import { useMyProfile } from '../api/get-my-profile';
import { useUpdateProfile } from '../api/update-profile';

export function EditProfilePage() {
  const navigate = useNavigate();
  const profile = useMyProfile();
  const update = useUpdateProfile();
  const form = useZodForm(updateProfileBody, { full_name: '', email: '' });
  const { setValues } = form;

  useEffect(() => {
    if (profile.data) setValues({ full_name: profile.data.data.fullName, email: profile.data.data.email });
  }, [profile.data, setValues]);

  const onSubmit = form.submit(async () => {
    try {
      const response = await update.mutateAsync({ full_name: String(form.values.full_name), email: String(form.values.email) });
      session.update({ fullName: response.data.fullName });
      notifySuccess(t.toast.detailsUpdated);
      void navigate('/admin/myprofile');
    } catch (error) {
      form.showRefusal(error);
    }
  });

  return (
    <>
      <PageHeader title={t.profile.editProfile} />
      <Card withBorder padding="xl" radius="md" maw={560}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack>
            <TextInput label={t.profile.fullName} {...form.inputProps('full_name')} />
            <TextInput label={t.profile.email} value={String(form.values.email)} disabled readOnly />
            <FormActions
              cancelLabel={t.profile.cancel}
              onCancel={() => void navigate('/admin/myprofile')}
              submitLabel={t.profile.update}
              submitting={update.isPending}
            />
          </Stack>
        </form>
      </Card>
    </>
  );
}
