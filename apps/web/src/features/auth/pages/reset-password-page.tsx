import { Link, useNavigate, useParams } from 'react-router';
import { Anchor, Button, Stack } from '@mantine/core';
import { DELAY, resetPasswordBody } from '@guardian/contracts';
import { AuthCard } from '../../../components/auth-card';
import { PasswordField } from '../../../components/password-field';
import { useZodForm } from '../../../hooks/use-zod-form';
import { t } from '../../../lib/i18n';
import { notifySuccess, wait } from '../../../lib/notify';
import { useResetPassword } from '../api/reset-password';

export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useZodForm(resetPasswordBody, { new_password: '', confirm_password: '' });

  const onSubmit = form.submit(async (body) => {
    try {
      const response = await reset.mutateAsync({ token, ...body });
      notifySuccess(response.message);
      await wait(DELAY.redirect);
      void navigate('/auth/login');
    } catch (error) {
      form.showRefusal(error);
    }
  });

  return (
    <AuthCard title={t.auth.resetTitle}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack>
          <PasswordField label={t.auth.newPassword} autoComplete="new-password" {...form.inputProps('new_password')} />
          <PasswordField label={t.auth.confirmPassword} autoComplete="new-password" {...form.inputProps('confirm_password')} />
          <Button type="submit" loading={reset.isPending || reset.isSuccess}>
            {t.auth.resetSubmit}
          </Button>
          <Anchor component={Link} to="/auth/login" size="sm" ta="center">
            {t.auth.registerBack}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
