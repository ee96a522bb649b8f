import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportReport } from '@guardian/contracts';
import { ApiError } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { devicesKey } from './list-devices';

export type ImportOutcome = { ok: true; message: string; imported: number } | { ok: false; report: ImportReport };

/**
 * XMLHttpRequest rather than fetch: only XHR reports upload progress, which a 100k-row file needs.
 * A 400 with a report is an outcome (the rows to fix), not a failure.
 */
function uploadDeviceCsv(file: File, onProgress: (percent: number) => void): Promise<ImportOutcome> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/v1/device-inventory/import');
    const token = session.token();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(Math.round((event.loaded / event.total) * 100));
    xhr.onload = () => {
      let body: { message?: string; errors?: Record<string, string>; data?: { imported: number } } & Partial<ImportReport> = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // A proxy's HTML error page: the status says enough.
      }
      if (xhr.status === 200) resolve({ ok: true, message: body.message ?? '', imported: body.data?.imported ?? 0 });
      else if (xhr.status === 400 && Array.isArray(body.report)) resolve({ ok: false, report: body as ImportReport });
      else reject(new ApiError(xhr.status, body.message ?? xhr.statusText, body.errors));
    };
    xhr.onerror = () => reject(new ApiError(0, 'Network error'));
    const form = new FormData();
    form.set('file', file);
    xhr.send(form);
  });
}

export function useImportDevices() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return uploadDeviceCsv(file, setProgress);
    },
    onSuccess: (outcome) => {
      if (outcome.ok) void queryClient.invalidateQueries({ queryKey: devicesKey });
    },
  });
  return { ...mutation, progress };
}
