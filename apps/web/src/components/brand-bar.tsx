import { Group, Text, type GroupProps } from '@mantine/core';
import { t } from '../lib/i18n';
import { BrandIcon } from './brand-icon';
import { LanguageSwitch } from './language-switch';

/**
 * The product's mark and name with the language switch across from them: the head of the pages seen without
 * the admin layout (the sign-in card and the public experience page). Spacing and margins come from the page.
 */
export function BrandBar(props: Omit<GroupProps, 'justify' | 'children'>) {
  return (
    <Group justify="space-between" {...props}>
      <Group gap="xs">
        <BrandIcon size={28} stroke={1.6} color="var(--mantine-color-blue-7)" />
        <Text fw={700} size="lg">
          {t.product.name}
        </Text>
      </Group>
      <LanguageSwitch />
    </Group>
  );
}
