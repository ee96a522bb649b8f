import { useState } from 'react';
import { Card, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { createAdminBody, updateAdminBody, type AdminRow } from '@guardian/contracts';
import { FormActions } from '../../../components/form-page';
import { PasswordField } from '../../../components/password-field';
import { useZodForm } from '../../../hooks/use-zod-form';
import { serverErrors } from '../../../lib/field-errors';
import { t } from '../../../lib/i18n';
import type { AdminSave } from '../api/create-admin';
import { imageProblem, ProfileImageField } from './profile-image-field';

const a = t.admins;
/** In edit the password is shown, disabled and masked: it is changed by its owner, not here. */
const MASKED = '••••••••';

/** `onSubmit` resolves when saved; a refused save rejects with the ApiError, whose field errors show under the fields. */
type Props = { admin?: AdminRow; submitting: boolean; onSubmit: (save: AdminSave) => Promise<void>; onCancel: () => void };
const PICTURE = 'profile_pic';

export function AdminForm({ admin, submitting, onSubmit, onCancel }: Props) {
  const editing = admin !== undefined;
  const form = useZodForm(editing ? updateAdminBody : createAdminBody, {
    first_name: admin?.firstName ?? '',
    last_name: admin?.lastName ?? '',
    email: admin?.email ?? '',
    password: '',
    confirm_password: '',
  });
  const [picture, setPicture] = useState<File | null>(null);
  const [pictureError, setPictureError] = useState<string>();

  const choose = async (file: File | null) => {
    const problem = file ? await imageProblem(file) : null;
    setPictureError(problem ?? undefined);
    setPicture(problem ? null : file);
  };

  const submit = form.submit(async (fields) => {
    try {
      await onSubmit({ fields, picture });
    } catch (error) {
      form.showRefusal(error, [PICTURE]);
      const onPicture = serverErrors(error)[PICTURE];
      if (onPicture) setPictureError(onPicture);
    }
  });
  const name = `${form.values.first_name} ${form.values.last_name}`.trim();

  return (
    <Card withBorder padding="xl" radius="md" maw={820}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <ProfileImageField name={name} current={admin?.profilePic ?? null} file={picture} error={pictureError} onChange={(file) => void choose(file)} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={a.firstName} required autoComplete="off" {...form.inputProps('first_name')} />
            <TextInput label={a.lastName} required autoComplete="off" {...form.inputProps('last_name')} />
            <TextInput label={a.email} required type="email" autoComplete="off" {...form.inputProps('email')} />
            <div />
            {editing ? (
              <>
                <PasswordInput label={a.password} value={MASKED} disabled readOnly />
                <PasswordInput label={a.confirmPassword} value={MASKED} disabled readOnly />
              </>
            ) : (
              <>
                <PasswordField label={a.password} required autoComplete="new-password" {...form.inputProps('password')} />
                <PasswordField label={a.confirmPassword} required autoComplete="new-password" {...form.inputProps('confirm_password')} />
              </>
            )}
          </SimpleGrid>
          <FormActions cancelLabel={a.cancel} onCancel={onCancel} submitLabel={editing ? a.update : a.submit} submitting={submitting} />
        </Stack>
      </form>
    </Card>
  );
}
