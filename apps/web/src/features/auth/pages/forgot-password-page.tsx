import { useNavigate } from 'react-router';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { forgotPasswordBody } from '@guardian/contracts';
import { AuthCard } from '../../../components/auth-card';
import { useZodForm } from '../../../hooks/use-zod-form';
import { t } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { useForgotPassword } from '../api/forgot-password';

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const form = useZodForm(forgotPasswordBody, { email: '' });

  const onSubmit = form.submit(async (body) => {
    try {
      const response = await forgot.mutateAsync(body);
      notifySuccess(response.data.message);
      form.setValues({ email: '' });
    } catch (error) {
      form.showRefusal(error);
    }
  });

  return (
    <AuthCard title={t.auth.forgotTitle} subtitle={t.auth.forgotSubtitle}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack>
          <TextInput label={t.auth.email} type="email" autoComplete="email" {...form.inputProps('email')} />
          <Group grow>
            <Button variant="default" onClick={() => void navigate('/auth/login')}>
              {t.auth.back}
            </Button>
            <Button type="submit" loading={forgot.isPending}>
              {t.auth.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
