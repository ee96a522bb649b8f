import { useNavigate } from 'react-router';
import { Card, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { changePasswordBody, DELAY } from '@guardian/contracts';
import { FormActions } from '../../../components/form-page';
import { PageHeader } from '../../../components/page-header';
import { PasswordField } from '../../../components/password-field';
import { useZodForm } from '../../../hooks/use-zod-form';
import { t } from '../../../lib/i18n';
import { notifySuccess, wait } from '../../../lib/notify';
import { session } from '../../../lib/session';
import { useChangePassword } from '../api/change-password';

/** On success the server has ended every session: the stored token goes and the admin signs in again. */
export function ChangePasswordPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const change = useChangePassword();
  const form = useZodForm(changePasswordBody, { old_password: '', password: '', confirm_password: '' });

  const onSubmit = form.submit(async (body) => {
    try {
      await change.mutateAsync(body);
      notifySuccess(t.toast.passwordChanged);
      session.clear();
      queryClient.clear();
      await wait(DELAY.redirect);
      void navigate('/auth/login');
    } catch (error) {
      form.showRefusal(error);
    }
  });

  return (
    <>
      <PageHeader title={t.profile.changePassword} />
      <Card withBorder padding="xl" radius="md" maw={560}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack>
            <PasswordField label={t.profile.oldPassword} autoComplete="current-password" {...form.inputProps('old_password')} />
            <PasswordField label={t.profile.newPassword} autoComplete="new-password" {...form.inputProps('password')} />
            <PasswordField label={t.profile.confirmPassword} autoComplete="new-password" {...form.inputProps('confirm_password')} />
            <FormActions
              cancelLabel={t.profile.cancel}
              onCancel={() => void navigate('/admin/myprofile')}
              submitLabel={t.profile.update}
              submitting={change.isPending || change.isSuccess}
            />
          </Stack>
        </form>
      </Card>
    </>
  );
}
