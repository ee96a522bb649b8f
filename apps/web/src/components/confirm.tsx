import { modals } from '@mantine/modals';
import { Text } from '@mantine/core';
import { t } from '../lib/i18n';

/** The spec's confirm dialog: a title, a line of text, Yes and Cancel. Resolves true on Yes. */
export function confirmAction(options: { title?: string; message?: string; danger?: boolean }): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: options.title ?? t.confirm.title,
      centered: true,
      children: options.message ? <Text size="sm">{options.message}</Text> : null,
      labels: { confirm: t.confirm.yes, cancel: t.confirm.cancel },
      confirmProps: { color: options.danger ? 'red' : 'blue' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
