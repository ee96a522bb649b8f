import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconAlertTriangle } from '@tabler/icons-react';
import type { CreatedApiKey } from '@guardian/contracts';
import { t } from '../../../lib/i18n';
import { MountedModal } from '../../../components/mounted-modal';

const m = t.integrations;

/** The whole key, this once: it is stored hashed, so closing this dialog is the last chance to copy it. */
export function CreatedKeyModal({ created, onClose }: { created: CreatedApiKey; onClose: () => void }) {
  return (
    <MountedModal onClose={onClose} title={m.keyCreatedTitle} centered size="lg" closeOnClickOutside={false}>
      <Stack>
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />}>
          {m.shownOnce}
        </Alert>
        <Text size="sm" fw={600}>
          {created.name}
        </Text>
        <Code block aria-label={m.keyLabel} data-testid="created-api-key" style={{ fontSize: 15, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {created.key}
        </Code>
        <Group justify="space-between">
          <CopyButton value={created.key}>
            {({ copied, copy }) => (
              <Button color={copied ? 'teal' : 'blue'} leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />} onClick={copy}>
                {copied ? m.copied : m.copy}
              </Button>
            )}
          </CopyButton>
          <Button variant="default" onClick={onClose}>
            {m.done}
          </Button>
        </Group>
      </Stack>
    </MountedModal>
  );
}
