import { Button, Group } from '@mantine/core';
import { IconEdit, IconEye } from '@tabler/icons-react';
import { DataTable, type Column } from '../../../components/table/data-table';
import { UserText } from '../../../components/user-text';
import { t } from '../../../lib/i18n';
import { KINDS, type EditableTemplate, type TemplateKind } from '../lib/template-kinds';

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
 * Content (View Content), Action (Edit) (spec section 2).
 */
export function TemplatesTable({ kind, onOpen, ...table }: Props) {
  const viewButton = (row: EditableTemplate, label: string) => (
    <Button size="xs" variant="light" leftSection={<IconEye size={14} />} onClick={() => onOpen(row, 'view')} aria-label={`${label}: ${row.name}`}>
      {label}
    </Button>
  );
  const editButton = (row: EditableTemplate) => (
    <Button
      size="xs"
      variant="light"
      color="teal"
      leftSection={<IconEdit size={14} />}
      onClick={() => onOpen(row, 'edit')}
      aria-label={`${t.cms.edit}: ${row.name}`}
    >
      {t.cms.edit}
    </Button>
  );
  const columns: Column<EditableTemplate>[] = [
    { key: 'srNo', header: t.cms.srNo, render: (_row, index) => index + 1, width: 90 },
    { key: 'name', header: KINDS[kind].nameHeader, render: (row) => <UserText>{row.name}</UserText> },
    ...(kind === 'static' ? [{ key: 'content', header: t.cms.content, render: (row: EditableTemplate) => viewButton(row, t.cms.viewContent) }] : []),
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
