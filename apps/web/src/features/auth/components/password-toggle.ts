import { t } from '../../../lib/i18n';

/** The show/hide control of every password field, named for screen readers. */
export const passwordToggleLabels = { 'aria-label': `${t.auth.showPassword} / ${t.auth.hidePassword}` };
