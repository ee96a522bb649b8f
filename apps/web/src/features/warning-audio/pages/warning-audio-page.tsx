import { useState } from 'react';
import { Link } from 'react-router';
import { ActionIcon, Button, Card, Group, Tooltip } from '@mantine/core';
import { IconEdit, IconPlayerPlay, IconPlus, IconTrash } from '@tabler/icons-react';
import type { WarningAudioRow } from '@guardian/contracts';
import { confirmAction } from '../../../components/confirm';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { DataTable, type Column } from '../../../components/table/data-table';
import { NamedValue, UserText } from '../../../components/user-text';
import { useListParams } from '../../../hooks/use-list-params';
import { t } from '../../../lib/i18n';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useDeleteWarningAudio } from '../api/delete-warning-audio';
import { useWarningAudios } from '../api/list-warning-audios';
import { EditAudioModal } from '../components/edit-audio-modal';
import { PlayAudioModal } from '../components/play-audio-modal';

/** Warning Audio: Sr No., Audio Name, Language, Trigger Time, Action (Play, Edit, Delete) (spec section 2). */
export function WarningAudioPage() {
  const list = useListParams();
  const audios = useWarningAudios(list.page, list.limit);
  const remove = useDeleteWarningAudio();
  const [playing, setPlaying] = useState<number | null>(null);
  const [editing, setEditing] = useState<number | null>(null);

  const onDelete = async (row: WarningAudioRow) => {
    if (!(await confirmAction({ danger: true }))) return;
    try {
      notifySuccess((await remove.mutateAsync(row.id)).message);
    } catch (error) {
      notifyApiError(error);
    }
  };

  const action = (label: string, row: WarningAudioRow, color: string, icon: React.ReactNode, onClick: () => void) => (
    <Tooltip label={label}>
      <ActionIcon variant="light" color={color} aria-label={`${label}: ${row.name}`} onClick={onClick}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );

  const columns: Column<WarningAudioRow>[] = [
    { key: 'srNo', header: t.warningAudio.srNo, render: (_row, index) => index + 1, width: 90 },
    { key: 'name', header: t.warningAudio.audioName, render: (row) => <UserText>{row.name}</UserText> },
    { key: 'language', header: t.warningAudio.language, render: (row) => <NamedValue value={row.language} names={t.warningAudio.languageNames} />, width: 140 },
    { key: 'trigger', header: t.warningAudio.triggerTime, render: (row) => row.triggerTime, width: 140 },
    {
      key: 'action',
      header: t.warningAudio.action,
      width: 150,
      render: (row) => (
        <Group gap="xs" wrap="nowrap">
          {action(t.warningAudio.play, row, 'blue', <IconPlayerPlay size={16} />, () => setPlaying(row.id))}
          {action(t.warningAudio.edit, row, 'teal', <IconEdit size={16} />, () => setEditing(row.id))}
          {action(t.warningAudio.delete, row, 'red', <IconTrash size={16} />, () => void onDelete(row))}
        </Group>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t.warningAudio.title}>
        <Button component={Link} to="/admin/addrecording" leftSection={<IconPlus size={16} />}>
          {t.warningAudio.addTitle}
        </Button>
      </PageHeader>
      {audios.isError && <ErrorState title={t.states.loadFailed(t.warningAudio.title)} retrying={audios.isFetching} onRetry={() => void audios.refetch()} />}
      <Card withBorder radius="md" padding="lg">
        <DataTable
          columns={columns}
          rows={audios.data?.data ?? []}
          rowKey={(row) => row.id}
          total={audios.data?.TotalResult ?? 0}
          {...list.pager}
          loading={audios.isLoading}
        />
      </Card>
      <PlayAudioModal id={playing} onClose={() => setPlaying(null)} />
      <EditAudioModal id={editing} onClose={() => setEditing(null)} />
    </>
  );
}
