import { useState } from 'react';
import { Anchor, Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileTypeCsv } from '@tabler/icons-react';
import { DEVICE_IMPORT_TEMPLATE_FILE, type ImportReport } from '@guardian/contracts';
import { ApiError } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useImportDevices } from '../api/import-devices';
import { readDeviceCsv, TEMPLATE_HREF, type CsvPreview } from '../lib/device-csv';
import { ImportPreview, ImportReportView } from './import-tables';
import { ImportProgressBar } from './import-progress-bar';
import { MountedModal } from '../../../components/mounted-modal';

const d = t.devices;
type Problem = { message: string };

/**
 * Choose a CSV, see its first rows, upload it with progress (the upload's, then the server's own counts). The server checks every row and imports all
 * or nothing: a refused file comes back as a per-row report shown here.
 */
export function DeviceImportModal({ onClose }: { onClose: () => void }) {
  const upload = useImportDevices();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<CsvPreview | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    setProblem(null);
    setReport(null);
    if (!chosen) return;
    const check = await readDeviceCsv(chosen);
    if (check.ok) setPreview(check.preview);
    else setProblem({ message: check.message });
  };

  const submit = async () => {
    if (!file) return setProblem({ message: t.validation.csvRequired });
    if (!preview) return;
    setReport(null);
    try {
      const outcome = await upload.mutateAsync(file);
      if (!outcome.ok) return setReport(outcome.report);
      notifySuccess(outcome.message || t.toast.fileUploaded);
      onClose();
    } catch (error) {
      // One message per problem: the answer's message (the field error repeats it or details it).
      if (error instanceof ApiError && error.status > 0 && error.status < 500) setProblem({ message: error.message });
      notifyApiError(error);
    }
  };

  const sending = upload.isPending;
  return (
    <MountedModal onClose={() => !sending && onClose()} title={d.importTitle} size="lg" centered>
      <Stack>
        <Text size="sm">{d.importHelp}</Text>
        <Anchor href={TEMPLATE_HREF} download={DEVICE_IMPORT_TEMPLATE_FILE} size="sm" w="fit-content">
          <Group gap={4}>
            <IconDownload size={16} />
            {d.downloadTemplate}
          </Group>
        </Anchor>
        <FileInput
          label={d.chooseFile}
          placeholder={d.choosePlaceholder}
          accept=".csv,text/csv"
          leftSection={<IconFileTypeCsv size={18} />}
          value={file}
          onChange={(chosen) => void choose(chosen)}
          clearable
          clearButtonProps={{ 'aria-label': d.clearFile }}
          disabled={sending}
          error={problem?.message}
        />
        {preview && !report && <ImportPreview preview={preview} />}
        {report && <ImportReportView report={report} />}
        {sending && <ImportProgressBar uploaded={upload.progress} server={upload.serverProgress} rowCount={preview?.rowCount ?? 0} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={sending}>
            {d.cancel}
          </Button>
          <Button onClick={() => void submit()} loading={sending} disabled={Boolean(problem && file)}>
            {d.upload}
          </Button>
        </Group>
      </Stack>
    </MountedModal>
  );
}
