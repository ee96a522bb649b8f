import { useState } from 'react';
import { Card, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { createUserBody, updateUserBody, type CreateUserBody, type UserRow } from '@guardian/contracts';
import { FormActions } from '../../../components/form-page';
import { PasswordField } from '../../../components/password-field';
import { useZodForm } from '../../../hooks/use-zod-form';
import { t } from '../../../lib/i18n';
import { nationalPhone, type CountryCode } from '@guardian/contracts/phone';
import { callingCodeOf, PhoneField, type PhoneValue } from './phone-field';

const u = t.users;

type Props = {
  /** Undefined when adding; the loaded user when editing. */
  user?: UserRow;
  submitting: boolean;
  /** Resolves when saved; a refused save rejects with the ApiError, whose field errors show under the fields. */
  onSubmit: (body: CreateUserBody) => Promise<void>;
  onCancel: () => void;
};

/** India when adding (spec section 5); a stored number in its national form with its own country. */
const DEFAULT_COUNTRY: CountryCode = 'IN';
function initialPhone(user?: UserRow): PhoneValue {
  const stored = user ? nationalPhone(user.countryCode, user.phoneNumber) : undefined;
  if (stored) return { country: stored.country ?? DEFAULT_COUNTRY, text: stored.text };
  return { country: DEFAULT_COUNTRY, text: user?.phoneNumber ?? '' };
}

const initialValues = (user: UserRow | undefined, phone: PhoneValue) => ({
  full_name: user?.fullName ?? '',
  user_name: user?.userName ?? '',
  email: user?.email ?? '',
  country_code: callingCodeOf(phone.country),
  phone_no: phone.text,
  password: '',
  confirm_password: '',
});

/**
 * Add and edit share this form and the API's own schemas: adding needs a user name and a password; in edit
 * the user name is read-only and empty password fields keep the current password.
 */
export function UserForm({ user, submitting, onSubmit, onCancel }: Props) {
  const editing = user !== undefined;
  const [phone, setPhone] = useState(() => initialPhone(user));
  const form = useZodForm(editing ? updateUserBody : createUserBody, initialValues(user, phone));

  // The phone fills two fields at once; its shown error is re-judged on the next submit.
  const changePhone = (value: PhoneValue) => {
    setPhone(value);
    form.setValues((values) => ({ ...values, country_code: callingCodeOf(value.country), phone_no: value.text }));
    form.setErrors((errors) => ({ ...errors, phone_no: undefined, country_code: undefined }));
  };

  const submit = form.submit(async (body) => {
    try {
      await onSubmit(body as CreateUserBody);
    } catch (error) {
      form.showRefusal(error);
    }
  });

  return (
    <Card withBorder padding="xl" radius="md" maw={820}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={u.fullName} required autoComplete="off" {...form.inputProps('full_name')} />
            <TextInput
              label={u.userName}
              required={!editing}
              readOnly={editing}
              variant={editing ? 'filled' : 'default'}
              autoComplete="off"
              {...form.inputProps('user_name')}
            />
            <TextInput label={u.email} required type="email" autoComplete="off" {...form.inputProps('email')} />
            <PhoneField id="user-phone" label={u.phone} value={phone} error={form.errors.phone_no ?? form.errors.country_code} onChange={changePhone} />
            <PasswordField label={u.password} required={!editing} autoComplete="new-password" {...form.inputProps('password')} />
            <PasswordField label={u.confirmPassword} required={!editing} autoComplete="new-password" {...form.inputProps('confirm_password')} />
          </SimpleGrid>
          {editing && (
            <Text size="sm" c="dimmed">
              {u.passwordEditHint}
            </Text>
          )}
          <FormActions cancelLabel={u.cancel} onCancel={onCancel} submitLabel={editing ? u.update : u.submit} submitting={submitting} />
        </Stack>
      </form>
    </Card>
  );
}
