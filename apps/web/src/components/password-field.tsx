import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { t } from '../lib/i18n';

/** A password field whose show/hide control screen readers can name: every password field of the back-office. */
export function PasswordField(props: PasswordInputProps) {
  return <PasswordInput visibilityToggleButtonProps={{ 'aria-label': `${t.auth.showPassword} / ${t.auth.hidePassword}` }} {...props} />;
}
