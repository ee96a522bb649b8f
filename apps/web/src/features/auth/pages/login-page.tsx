import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Anchor, Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { DELAY } from '@guardian/contracts';
import { AuthCard } from '../../../components/auth-card';
import { PasswordField } from '../../../components/password-field';
import { useZodForm } from '../../../hooks/use-zod-form';
import { switchLanguage, t } from '../../../lib/i18n';
import { notifySuccess, wait } from '../../../lib/notify';
import { session } from '../../../lib/session';

/** The server's own schema, loaded at the first keystroke or submit: zod stays out of the page's first load. */
const loadSignInBody = () => import('@guardian/contracts/auth').then((module) => module.signInBody);
/** The call carries the endpoint's definition, schemas and all: loaded with the schema, for the same reason. */
const loadSignIn = () => import('../api/sign-in').then((module) => module.signIn);
/** The account's saved language after sign-in: the same chunk's calls, loaded once signed in. */
const loadSettleLanguage = () => import('../../../lib/account-language').then((module) => module.settleAccountLanguage);

export function LoginPage() {
  const navigate = useNavigate();
  // Pending from submit until the page changes: no second request during the redirect.
  const [pending, setPending] = useState(false);
  const form = useZodForm(loadSignInBody, { email: session.remember() ? session.email() : '', password: '', remember: session.remember() });

  const onSubmit = form.submit(async (body) => {
    setPending(true);
    try {
      const signIn = await loadSignIn();
      const { data } = await signIn(body);
      session.save(data, form.values.remember === true);
      const settling = loadSettleLanguage().then((settle) => settle());
      notifySuccess(t.toast.loggedIn);
      const [accountLanguage] = await Promise.all([settling, wait(DELAY.redirect)]);
      // The account works in another language: the dashboard loads in it.
      if (accountLanguage) switchLanguage(accountLanguage, '/admin/dashboard');
      else void navigate('/admin/dashboard');
    } catch (error) {
      form.showRefusal(error);
      setPending(false);
    }
  });

  return (
    <AuthCard title={t.auth.signInTitle} subtitle={t.auth.signInSubtitle}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack>
          <TextInput label={t.auth.email} type="email" autoComplete="username" {...form.inputProps('email')} />
          <PasswordField label={t.auth.password} autoComplete="current-password" {...form.inputProps('password')} />
          <Group justify="space-between">
            <Checkbox label={t.auth.remember} checked={form.values.remember === true} onChange={(e) => form.setField('remember', e.currentTarget.checked)} />
            <Anchor component={Link} to="/auth/forgotpassword" size="sm">
              {t.auth.forgotLink}
            </Anchor>
          </Group>
          <Button type="submit" loading={pending} fullWidth>
            {t.auth.signIn}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
