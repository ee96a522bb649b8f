import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button, Center, Group, Loader } from '@mantine/core';
import { t } from '../lib/i18n';
import { notifyApiError } from '../lib/notify';
import { PageHeader } from './page-header';

type FormPageProps = {
  title: string;
  /** False while the record to edit is loading: a loader shows in place of the form. */
  ready: boolean;
  /** The record's load failed: its message is shown and the page goes back to `listPath`. */
  loadError: unknown;
  listPath: string;
  children: ReactNode;
};

/** An add or edit page (users, admins): the title, then the form once the record to edit has loaded. */
export function FormPage({ title, ready, loadError, listPath, children }: FormPageProps) {
  const navigate = useNavigate();
  // Spec section 8: a failed load shows the server's message and goes back to the list.
  useEffect(() => {
    if (loadError) {
      notifyApiError(loadError);
      void navigate(listPath, { replace: true });
    }
  }, [loadError, listPath, navigate]);

  return (
    <>
      <PageHeader title={title} />
      {ready ? (
        children
      ) : (
        <Center p="xl">
          <Loader role="status" aria-label={t.common.loading} />
        </Center>
      )}
    </>
  );
}

type FormActionsProps = { cancelLabel: string; onCancel: () => void; submitLabel: string; submitting: boolean };

/** The Cancel and submit buttons at the foot of a form. */
export function FormActions({ cancelLabel, onCancel, submitLabel, submitting }: FormActionsProps) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </Group>
  );
}
