import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Center, Loader } from '@mantine/core';
import type { CreateUserBody } from '@guardian/contracts';
import { PageHeader } from '../../../components/page-header';
import { t } from '../../../lib/i18n';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useCreateUser } from '../api/create-user';
import { useUser } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';
import { UserForm } from '../components/user-form';

const u = t.users;
const LIST = '/admin/customer';

/** /admin/customerdetails/add or /admin/customerdetails/{userId}: add versus edit by the last segment (spec section 4). */
export function UserDetailsPage() {
  const navigate = useNavigate();
  const { userId } = useParams();
  const adding = userId === 'add';
  const user = useUser(adding ? undefined : userId);
  const create = useCreateUser();
  const update = useUpdateUser(Number(userId));

  // Spec section 8: a failed load shows the server's message and goes back to the list.
  useEffect(() => {
    if (user.error) {
      notifyApiError(user.error);
      navigate(LIST, { replace: true });
    }
  }, [user.error, navigate]);

  const save = async (body: CreateUserBody) => {
    try {
      if (adding) await create.mutateAsync(body);
      else await update.mutateAsync(body);
      notifySuccess(adding ? t.toast.userCreated : t.toast.userUpdated);
      navigate(LIST);
    } catch (error) {
      notifyApiError(error);
    }
  };

  return (
    <>
      <PageHeader title={adding ? u.addTitle : u.editTitle} />
      {adding || user.data ? (
        <UserForm
          key={user.data?.data.userId ?? 'add'}
          user={user.data?.data}
          submitting={create.isPending || update.isPending}
          onSubmit={save}
          onCancel={() => navigate(LIST)}
        />
      ) : (
        <Center p="xl">
          <Loader aria-label={t.common.loading} />
        </Center>
      )}
    </>
  );
}
