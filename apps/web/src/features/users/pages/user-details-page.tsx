import { useNavigate, useParams } from 'react-router';
import type { CreateUserBody } from '@guardian/contracts';
import { FormPage } from '../../../components/form-page';
import { t } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
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

  // A refusal goes back to the form, which shows it under its fields.
  const save = async (body: CreateUserBody) => {
    if (adding) await create.mutateAsync(body);
    else await update.mutateAsync(body);
    notifySuccess(adding ? t.toast.userCreated : t.toast.userUpdated);
    void navigate(LIST);
  };

  return (
    <FormPage title={adding ? u.addTitle : u.editTitle} ready={adding || Boolean(user.data)} loadError={user.error} listPath={LIST}>
      <UserForm
        key={user.data?.data.userId ?? 'add'}
        user={user.data?.data}
        submitting={create.isPending || update.isPending}
        onSubmit={save}
        onCancel={() => void navigate(LIST)}
      />
    </FormPage>
  );
}
