import { notifications } from '@mantine/notifications';
import { DELAY } from '@guardian/contracts';
import { ApiError } from './api-client';
import { t } from './i18n';

/** Toasts sit top right (Notifications position in providers) and close after 3 s, or 2 s where the spec says. */
export function notifySuccess(message: string, autoClose: number = DELAY.toast) {
  notifications.show({ message, color: 'green', autoClose, withBorder: true });
}

export function notifyError(message: string, autoClose: number = DELAY.toast) {
  notifications.show({ message, color: 'red', autoClose, withBorder: true });
}

/** Spec section 8: a 500 or no answer shows the generic text; any other failure shows the server's message. */
export function notifyApiError(error: unknown) {
  if (error instanceof ApiError && error.status > 0 && error.status < 500 && error.message) notifyError(error.message);
  else notifyError(t.toast.somethingWrong);
}

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
