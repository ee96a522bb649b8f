import { notifications } from '@mantine/notifications';
import { DELAY } from '@guardian/contracts';
import { ApiError } from './api-client';
import { unplacedMessages } from './field-errors';
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

/**
 * A refused save whose field errors the form shows under its fields: the server's message still toasts (spec
 * section 8), and so does any field error of a field the form does not have.
 */
export function notifyRefusal(error: unknown, hasField: (key: string) => boolean) {
  notifyApiError(error);
  for (const message of unplacedMessages(error, hasField)) notifyError(message);
}

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
