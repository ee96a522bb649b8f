import type { ReactNode } from 'react';
import { Button, Group, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconEdit, IconEye, IconLock } from '@tabler/icons-react';
import { mayEditTemplate } from '@guardian/contracts';
import { PublicLink } from '../../../components/public-link';
import { DataTable, type Column } from '../../../components/table/data-table';
import { LtrText, UserText } from '../../../components/user-text';
import { t } from '../../../lib/i18n';
import { session } from '../../../lib/session';
import { KINDS, staticPageLink, type EditableTemplate, type TemplateKind } from '../lib/template-kinds';

type Props = {
  kind: TemplateKind;
  rows: EditableTemplate[];
  total: number;
  page: number;
  limit: number;
  loading: boolean;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
  onOpen: (template: EditableTemplate, mode: 'view' | 'edit') => void;
};

/**
 * E-mail and SMS: Sr No., Template Name, Action (View, Edit). Static pages: Sr No., Page Title,
 * Content (View Content), Action (Edit) (spec section 2), and the page's id and public link: Sr No. is only the
 * row's number, while the public address carries the id (the spec's four pages are 9 to 12). A template whose message carries a secret (the reset
 * link) is for super admins to edit: others see its Edit disabled, with the reason.
 */
function staticPageColumns(viewButton: (row: EditableTemplate, label: string) => ReactNode): Column<EditableTemplate>[] {
  return [
    { key: 'pageId', header: t.cms.pageId, render: (row) => <LtrText>{row.id}</LtrText>, width: 90 },
    { key: 'publicLink', header: t.cms.publicLink, render: (row) => <PublicLink link={staticPageLink(row.id)} /> },
    { key: 'content', header: t.cms.content, render: (row) => viewButton(row, t.cms.viewContent) },
  ];
}

export function TemplatesTable({ kind, onOpen, ...table }: Props) {
  const viewButton = (row: EditableTemplate, label: string) => (
    <Button size="xs" variant="light" leftSection={<IconEye size={14} />} onClick={() => onOpen(row, 'view')} aria-label={`${label}: ${row.name}`}>
      {label}
    </Button>
  );
  const role = Number(session.role());
  const editButton = (row: EditableTemplate) => {
    const editable = mayEditTemplate(role, row.secretPlaceholders);
    const button = (
      <Button
        size="xs"
        variant="light"
        color="teal"
        leftSection={editable ? <IconEdit size={14} /> : <IconLock size={14} />}
        onClick={() => onOpen(row, 'edit')}
        disabled={!editable}
        aria-label={`${t.cms.edit}: ${row.name}`}
        aria-describedby={editable ? undefined : `edit-locked-${row.id}`}
      >
        {t.cms.edit}
      </Button>
    );
    if (editable) return button;
    // The server refuses the edit too (403); this says why before anyone tries. A disabled button gets no
    // pointer events, so the tooltip hangs on a focusable wrapper, and the reason is in the page for readers.
    return (
      <Tooltip label={t.cms.secretTemplateSuperAdminsOnly} multiline w={260}>
        <span tabIndex={0}>
          {button}
          <VisuallyHidden id={`edit-locked-${row.id}`}>{t.cms.secretTemplateSuperAdminsOnly}</VisuallyHidden>
        </span>
      </Tooltip>
    );
  };
  const columns: Column<EditableTemplate>[] = [
    { key: 'srNo', header: t.cms.srNo, render: (_row, index) => (table.page - 1) * table.limit + index + 1, width: 90 },
    { key: 'name', header: KINDS[kind].nameHeader, render: (row) => <UserText>{row.name}</UserText> },
    ...(kind === 'static' ? staticPageColumns(viewButton) : []),
    {
      key: 'action',
      header: t.cms.action,
      width: 220,
      render: (row) => (
        <Group gap="xs" wrap="nowrap">
          {kind !== 'static' && viewButton(row, t.cms.view)}
          {editButton(row)}
        </Group>
      ),
    },
  ];
  return <DataTable columns={columns} rowKey={(row) => row.id} {...table} />;
}
