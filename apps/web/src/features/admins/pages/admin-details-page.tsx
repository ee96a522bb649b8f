import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Center, Loader } from '@mantine/core';
import { PageHeader } from '../../../components/page-header';
import { t } from '../../../lib/i18n';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { session } from '../../../lib/session';
import { useCreateAdmin, type AdminSave } from '../api/create-admin';
import { useAdmin } from '../api/get-admin';
import { useUpdateAdmin } from '../api/update-admin';
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

  // Spec section 8: a failed load shows the server's message and goes back to the list.
  useEffect(() => {
    if (admin.error) {
      notifyApiError(admin.error);
      navigate(LIST, { replace: true });
    }
  }, [admin.error, navigate]);

  const save = async (values: AdminSave) => {
    try {
      if (adding) {
        await create.mutateAsync(values);
      } else {
        const saved = (await update.mutateAsync(values)).data;
        // Editing one's own record: the navbar shows the new name and picture at once.
        if (admin.data?.data.email === session.email()) session.update({ fullName: saved.fullName, profile: saved.profilePic });
      }
      notifySuccess(adding ? t.toast.adminCreated : t.toast.adminUpdated);
      navigate(LIST);
    } catch (error) {
      notifyApiError(error);
    }
  };

  return (
    <>
      <PageHeader title={adding ? a.addTitle : a.editTitle} />
      {adding || admin.data ? (
        <AdminForm
          key={admin.data?.data.id ?? 'add'}
          admin={admin.data?.data}
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
