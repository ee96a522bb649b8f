import { Switch } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { DELAY, type ListUsersResponse, type UserRow } from '@guardian/contracts';
import { confirmAction } from '../../../components/confirm';
import { t } from '../../../lib/i18n';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { usersKey } from '../api/list-users';
import { useSetUserStatus } from '../api/set-user-status';

/**
 * Spec section 4: confirm, send the opposite status, a 2 s success toast, and the list reloaded after 2 s.
 * The switch shows the new state at once (the row in the cache), so nothing flickers back meanwhile.
 */
export function UserStatusSwitch({ user }: { user: UserRow }) {
  const queryClient = useQueryClient();
  const setStatus = useSetUserStatus();
  const active = user.status === 1;

  const toggle = async () => {
    const next = active ? 0 : 1;
    const confirmed = await confirmAction(
      next === 1 ? { message: t.confirm.activateUser } : { message: t.confirm.deactivateUser, detail: t.users.deactivateAlarmsStillArrive, danger: true },
    );
    if (!confirmed) return;
    try {
      await setStatus.mutateAsync({ userId: user.userId, status: next });
      notifySuccess(next === 1 ? t.toast.userActivated : t.toast.userDeactivated, DELAY.statusToast);
      queryClient.setQueriesData<ListUsersResponse>({ queryKey: usersKey }, (old) =>
        old && Array.isArray(old.data) ? { ...old, data: old.data.map((row) => (row.userId === user.userId ? { ...row, status: next } : row)) } : old,
      );
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: usersKey }), DELAY.userListReload);
    } catch (error) {
      notifyApiError(error);
    }
  };

  return (
    <Switch checked={active} onChange={() => void toggle()} disabled={setStatus.isPending} aria-label={t.users.toggleStatus(user.fullName)} color="teal" />
  );
}
