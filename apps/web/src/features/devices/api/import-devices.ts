import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { devicesEndpoints, type ImportProgressEvent, type ImportReport } from '@guardian/contracts';
import { upload } from '../../../lib/api-client';
import { devicesKey } from './list-devices';
import { newImportId, watchImportProgress } from './import-progress';

export type ImportOutcome = { ok: true; message: string; imported: number } | { ok: false; report: ImportReport };

const endpoint = devicesEndpoints.importDevices;

/** A 400 with a report is an outcome (the rows to fix), not a failure; any other error answer stays an error. */
function reportOf(status: number, body: unknown): ImportOutcome | undefined {
  if (status !== endpoint.errorReport.status) return undefined;
  const report = endpoint.errorReport.schema.safeParse(body);
  return report.success ? { ok: false, report: report.data } : undefined;
}

/** Sent with upload progress, which a 100k-row file needs; with `importId` the server reports its own progress too. */
async function uploadDeviceCsv(file: File, onProgress: (percent: number) => void, importId: string | null): Promise<ImportOutcome> {
  const form = new FormData();
  form.set('file', file);
  const answer = await upload(endpoint, { body: form, query: importId ? { import_id: importId } : {} }, { onProgress, accept: reportOf });
  return 'ok' in answer ? answer : { ok: true, message: answer.message, imported: answer.data.imported };
}

export function useImportDevices() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const [serverProgress, setServerProgress] = useState<ImportProgressEvent | null>(null);
  const mutation = useMutation({
    mutationFn: async (file: File) => {
      setProgress(0);
      setServerProgress(null);
      const stop = new AbortController();
      try {
        const importId = newImportId();
        const watching = importId !== null && (await watchImportProgress(importId, setServerProgress, stop.signal));
        return await uploadDeviceCsv(file, setProgress, watching ? importId : null);
      } finally {
        stop.abort();
      }
    },
    onSuccess: (outcome) => {
      if (outcome.ok) void queryClient.invalidateQueries({ queryKey: devicesKey });
    },
  });
  return { ...mutation, progress, serverProgress };
}
