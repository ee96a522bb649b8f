import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { UserAvatar } from '../../../components/user-avatar';
import { unlockBody } from '@guardian/contracts';
import { AuthCard } from '../../../components/auth-card';
import { PasswordField } from '../../../components/password-field';
import { useZodForm } from '../../../hooks/use-zod-form';
import { ApiError } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { session } from '../../../lib/session';
import { endSession } from '../api/logout';
import { useUnlock } from '../api/unlock';

/** The idle lock: the session is kept; the admin's password lets them back in where they were. */
export function LockPage() {
  const navigate = useNavigate();
  const unlock = useUnlock();
  const form = useZodForm(unlockBody, { password: '' });

  useEffect(() => {
    if (!session.token()) void navigate('/auth/login', { replace: true });
  }, [navigate]);

  const onSubmit = form.submit(async (body) => {
    try {
      await unlock.mutateAsync(body);
      void navigate(session.unlock(), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        session.clear();
        void navigate('/auth/login', { replace: true });
        return;
      }
      form.showRefusal(error);
    }
  });

  return (
    <AuthCard title={t.auth.lockTitle} subtitle={t.auth.lockSubtitle}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack>
          <Group>
            <UserAvatar src={session.profile()} name={session.fullName()} radius="xl" />
            <Text fw={600}>{session.fullName()}</Text>
          </Group>
          <PasswordField label={t.auth.password} autoComplete="current-password" {...form.inputProps('password')} />
          <Button type="submit" loading={unlock.isPending}>
            {t.auth.unlock}
          </Button>
          <Anchor
            component={Link}
            to="/auth/login"
            size="sm"
            onClick={(event) => {
              // Someone else is at the keyboard: the locked session ends on the server too, not just here.
              event.preventDefault();
              void endSession().then(() => navigate('/auth/login', { replace: true }));
            }}
          >
            {t.auth.notYou}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
