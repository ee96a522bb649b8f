import { useNavigate, useParams } from 'react-router';
import { FormPage } from '../../../components/form-page';
import { t } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { session } from '../../../lib/session';
import { useCreateAdmin, type AdminSave } from '../api/create-admin';
import { useAdmin } from '../api/get-admin';
import { useUpdateAdmin } from '../api/update-admin';
import { AdminAccessCard } from '../components/admin-access-controls';
import { AdminForm } from '../components/admin-form';

const a = t.admins;
const LIST = '/admin/adminlist';

/** /admin/admindetails/add or /admin/admindetails/{id}: add versus edit by the last segment (spec section 4). */
export function AdminDetailsPage() {
  const navigate = useNavigate();
  const { adminId } = useParams();
  const adding = adminId === 'add';
  const admin = useAdmin(adding ? undefined : adminId);
  const create = useCreateAdmin();
  const update = useUpdateAdmin(Number(adminId));

  // A refusal goes back to the form, which shows it under its fields.
  const save = async (values: AdminSave) => {
    if (adding) {
      await create.mutateAsync(values);
    } else {
      const saved = (await update.mutateAsync(values)).data;
      // Editing one's own record: the navbar shows the new name and picture at once.
      if (admin.data?.data.email === session.email()) session.update({ fullName: saved.fullName, profile: saved.profilePic });
    }
    notifySuccess(adding ? t.toast.adminCreated : t.toast.adminUpdated);
    void navigate(LIST);
  };

  return (
    <FormPage title={adding ? a.addTitle : a.editTitle} ready={adding || Boolean(admin.data)} loadError={admin.error} listPath={LIST}>
      <AdminForm
        key={admin.data?.data.id ?? 'add'}
        admin={admin.data?.data}
        submitting={create.isPending || update.isPending}
        onSubmit={save}
        onCancel={() => void navigate(LIST)}
      />
      {admin.data && <AdminAccessCard admin={admin.data.data} />}
    </FormPage>
  );
}
