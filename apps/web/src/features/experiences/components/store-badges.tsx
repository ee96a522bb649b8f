import type { ComponentType } from 'react';
import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBrandApple, IconBrandGooglePlay } from '@tabler/icons-react';
import { t } from '../../../lib/i18n';

function Badge({ href, caption, store, icon: Icon }: { href: string; caption: string; store: string; icon: ComponentType<{ size?: number }> }) {
  return (
    <UnstyledButton
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${caption} ${store}`}
      bg="dark.9"
      c="white"
      px="md"
      py={6}
      style={{ borderRadius: 10, border: '1px solid var(--mantine-color-dark-3)', minWidth: 170 }}
    >
      <Group gap={10} wrap="nowrap">
        <Icon size={30} />
        <Stack gap={0}>
          <Text size="10px" lh={1.2}>
            {caption}
          </Text>
          <Text fw={600} size="lg" lh={1.15}>
            {store}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

/** App Store and Google Play badges, drawn here (no images from the stores), linking to the configured listings. */
export function StoreBadges({ appStoreUrl, playStoreUrl }: { appStoreUrl: string | null; playStoreUrl: string | null }) {
  const e = t.experiences;
  return (
    <Group justify="center" gap="sm">
      {appStoreUrl && <Badge href={appStoreUrl} caption={e.appStoreCaption} store={e.appStore} icon={IconBrandApple} />}
      {playStoreUrl && <Badge href={playStoreUrl} caption={e.googlePlayCaption} store={e.googlePlay} icon={IconBrandGooglePlay} />}
    </Group>
  );
}
