import { Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { t } from '../../../lib/i18n';
import { BrandIcon } from '../../../components/brand-icon';
import { StoreBadges } from './store-badges';

/** The prompt of spec section 2: the product is better on the app, with store badges. */
export function AppDownloadModal({
  opened,
  onClose,
  appStoreUrl,
  playStoreUrl,
}: {
  opened: boolean;
  onClose: () => void;
  appStoreUrl: string | null;
  playStoreUrl: string | null;
}) {
  const e = t.experiences;
  return (
    <Modal opened={opened} onClose={onClose} centered title={e.appPromptTitle} size="md" data-testid="app-download-modal">
      <Stack align="center" gap="md">
        <ThemeIcon size={56} radius="xl" variant="light">
          <BrandIcon size={32} />
        </ThemeIcon>
        <Text ta="center">{e.appPromptBody}</Text>
        <StoreBadges appStoreUrl={appStoreUrl} playStoreUrl={playStoreUrl} />
        <Button variant="subtle" onClick={onClose}>
          {e.close}
        </Button>
      </Stack>
    </Modal>
  );
}
