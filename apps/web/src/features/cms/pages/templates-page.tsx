import { useState } from 'react';
import { Card } from '@mantine/core';
import { t } from '../../../lib/i18n';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { useListParams } from '../../../hooks/use-list-params';
import { useTemplates } from '../api/list-templates';
import { TemplateModal, type ModalState } from '../components/template-modal';
import { TemplatesTable } from '../components/templates-table';
import { KINDS, toEditable, type TemplateKind } from '../lib/template-kinds';

/** One screen for the three kinds; a failed load keeps the table empty (spec section 8) and says so above it, with Retry. */
function TemplatesPage({ kind }: { kind: TemplateKind }) {
  const list = useListParams();
  const templates = useTemplates(KINDS[kind].type, list.page, list.limit);
  const [modal, setModal] = useState<ModalState>(null);
  const rows = (templates.data?.data ?? []).map(toEditable);
  return (
    <>
      <PageHeader title={KINDS[kind].title} />
      {templates.isError && (
        <ErrorState title={t.states.loadFailed(KINDS[kind].title)} retrying={templates.isFetching} onRetry={() => void templates.refetch()} />
      )}
      <Card withBorder radius="md" padding="lg">
        <TemplatesTable
          kind={kind}
          rows={rows}
          total={templates.data?.TotalResult ?? 0}
          {...list.pager}
          loading={templates.isLoading}
          onOpen={(template, mode) => setModal({ template, mode })}
        />
      </Card>
      <TemplateModal kind={kind} state={modal} onClose={() => setModal(null)} />
    </>
  );
}

export const EmailTemplatesPage = () => <TemplatesPage kind="email" />;
export const SmsTemplatesPage = () => <TemplatesPage kind="sms" />;
export const StaticPagesPage = () => <TemplatesPage kind="static" />;
