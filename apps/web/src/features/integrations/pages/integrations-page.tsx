import { useState } from 'react';
import { Button, Card, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ApiKeyRow, CreatedApiKey } from '@guardian/contracts';
import { confirmAction } from '../../../components/confirm';
import { PageHeader } from '../../../components/page-header';
import { QueryView } from '../../../components/query-view';
import { t } from '../../../lib/i18n';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useApiKeys } from '../api/list-api-keys';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { ApiKeysTable } from '../components/api-keys-table';
import { CreateKeyModal } from '../components/create-key-modal';
import { CreatedKeyModal } from '../components/created-key-modal';

const m = t.integrations;

/** Service keys of the alarm service: a super admin's screen (behind SuperAdminOnly; the server refuses others too). */
export function IntegrationsPage() {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  const onRevoke = async (key: ApiKeyRow) => {
    if (!(await confirmAction({ message: m.confirmRevoke, danger: true }))) return;
    revoke.mutate(key.id, { onSuccess: () => notifySuccess(m.revoked), onError: notifyApiError });
  };

  return (
    <>
      <PageHeader title={m.title}>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
          {m.createKey}
        </Button>
      </PageHeader>
      <Card withBorder padding="lg" radius="md">
        <Text size="sm" mb="md">
          {m.intro}
        </Text>
        <QueryView query={keys} loadFailed={m.loadFailed}>
          {(answer) => (
            <ApiKeysTable keys={answer.data} onRevoke={(key) => void onRevoke(key)} revokingId={revoke.isPending ? (revoke.variables ?? null) : null} />
          )}
        </QueryView>
      </Card>
      {creating && (
        <CreateKeyModal
          onClose={() => setCreating(false)}
          onCreated={(key) => {
            setCreating(false);
            setCreated(key);
          }}
        />
      )}
      {created && <CreatedKeyModal created={created} onClose={() => setCreated(null)} />}
    </>
  );
}
