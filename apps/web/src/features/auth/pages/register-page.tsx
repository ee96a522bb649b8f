import { Link } from 'react-router';
import { Button, Text } from '@mantine/core';
import { AuthCard } from '../../../components/auth-card';
import { t } from '../../../lib/i18n';

/** There is no self-service sign-up: accounts are created by a super admin. The page says so plainly. */
export function RegisterPage() {
  return (
    <AuthCard title={t.auth.registerTitle}>
      <Text mb="lg">{t.auth.registerBody}</Text>
      <Button component={Link} to="/auth/login" fullWidth>
        {t.auth.registerBack}
      </Button>
    </AuthCard>
  );
}
