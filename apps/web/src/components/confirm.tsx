import { modals } from '@mantine/modals';
import { Text } from '@mantine/core';
import { t } from '../lib/i18n';

/**
 * The spec's confirm dialog: a title, a line of text, Yes and Cancel. Resolves true on Yes. `detail` is a
 * second line for what the spec's text does not say (a consequence the admin must know).
 */
export function confirmAction(options: { title?: string; message?: string; detail?: string; danger?: boolean }): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: options.title ?? t.confirm.title,
      centered: true,
      children: (
        <>
          {options.message && <Text size="sm">{options.message}</Text>}
          {options.detail && (
            <Text size="sm" mt="xs">
              {options.detail}
            </Text>
          )}
        </>
      ),
      labels: { confirm: t.confirm.yes, cancel: t.confirm.cancel },
      confirmProps: { color: options.danger ? 'red' : 'blue' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
