import { ActionIcon, Button, Card, Group, Switch, Title, Tooltip } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import type { AdminRow } from '@guardian/contracts';
import { confirmAction } from '../../../components/confirm';
import { t } from '../../../lib/i18n';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useEndAdminSessions } from '../api/end-admin-sessions';
import { useSetAdminStatus } from '../api/set-admin-status';

const a = t.admins;
type Admin = Pick<AdminRow, 'id' | 'fullName' | 'status'>;

/**
 * Active / inactive, confirmed first. Deactivating signs the admin out everywhere at once; the server refuses
 * the last active super admin and one's own account with a sentence that says why (shown as the toast).
 */
export function AdminStatusSwitch({ admin }: { admin: Admin }) {
  const setStatus = useSetAdminStatus();
  const active = admin.status === 1;
  const toggle = async () => {
    const next = active ? 0 : 1;
    if (!(await confirmAction({ message: next === 1 ? a.confirmActivate(admin.fullName) : a.confirmDeactivate(admin.fullName), danger: next === 0 }))) return;
    setStatus.mutate({ id: admin.id, status: next }, { onSuccess: (answer) => notifySuccess(answer.message), onError: notifyApiError });
  };
  return (
    <Switch
      checked={setStatus.isPending ? setStatus.variables.status === 1 : active}
      onChange={() => void toggle()}
      disabled={setStatus.isPending}
      aria-label={a.statusToggle(admin.fullName)}
      color="teal"
      label={active ? a.active : a.inactive}
    />
  );
}

/** Ends every session of the admin, confirmed first; the account stays active and they can sign in again. */
export function EndSessionsButton({ admin, asButton = false }: { admin: Admin; asButton?: boolean }) {
  const endSessions = useEndAdminSessions();
  const run = async () => {
    if (!(await confirmAction({ message: a.confirmEndSessions(admin.fullName), danger: true }))) return;
    endSessions.mutate(admin.id, { onSuccess: (answer) => notifySuccess(a.sessionsEnded(answer.data.ended)), onError: notifyApiError });
  };
  if (asButton) {
    return (
      <Button variant="default" color="red" leftSection={<IconLogout size={16} aria-hidden />} loading={endSessions.isPending} onClick={() => void run()}>
        {a.endSessions}
      </Button>
    );
  }
  return (
    <Tooltip label={a.endSessions}>
      <ActionIcon variant="subtle" color="red" loading={endSessions.isPending} onClick={() => void run()} aria-label={a.endSessionsOf(admin.fullName)}>
        <IconLogout size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/** On an admin's edit page: whether they may sign in, and signing them out everywhere. */
export function AdminAccessCard({ admin }: { admin: Admin }) {
  return (
    <Card withBorder padding="xl" radius="md" mt="lg" maw={820} component="section" aria-labelledby="admin-access-title">
      <Title order={2} size="h4" id="admin-access-title" mb="md">
        {a.status}
      </Title>
      <Group justify="space-between">
        <AdminStatusSwitch admin={admin} />
        <EndSessionsButton admin={admin} asButton />
      </Group>
    </Card>
  );
}
