import { EXPORT_TOTAL_HEADER, type Endpoint } from '@guardian/contracts';
import { fetchFile, type CallInput } from './api-client';

/** How far a streamed file has come: rows (its lines, less the header) and bytes so far, and about how many rows the server expects. */
export type DownloadProgress = { rows: number; bytes: number; totalRows: number | undefined };
export type OnDownloadProgress = (progress: DownloadProgress) => void;

/** Received chunks are folded into a Blob every this many bytes: the browser may then keep them outside the page's heap. */
const FOLD_BYTES = 8 * 1024 * 1024;
const NEWLINE = 10;

function countNewlines(chunk: Uint8Array): number {
  let count = 0;
  for (let at = chunk.indexOf(NEWLINE); at !== -1; at = chunk.indexOf(NEWLINE, at + 1)) count += 1;
  return count;
}

/**
 * Downloads a file the API streams (CSV exports). The body goes into a Blob, never into a JavaScript string,
 * so a million-row export does not build one giant string in the page. With `onProgress` the body is read
 * chunk by chunk and its lines counted as they come (a line break inside a quoted cell counts too: "about").
 */
export async function downloadFile<E extends Endpoint>(endpoint: E, input: CallInput<E>, fileName: string, onProgress?: OnDownloadProgress) {
  const response = await fetchFile(endpoint, input);
  if (!onProgress || !response.body) return saveBlob(await response.blob(), fileName);
  const announced = Number(response.headers.get(EXPORT_TOTAL_HEADER));
  const totalRows = response.headers.has(EXPORT_TOTAL_HEADER) && Number.isFinite(announced) && announced >= 0 ? announced : undefined;
  const reader = response.body.getReader();
  let file = new Blob([]);
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  let lines = 0;
  let bytes = 0;
  onProgress({ rows: 0, bytes: 0, totalRows });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    pending.push(value);
    pendingBytes += value.byteLength;
    bytes += value.byteLength;
    lines += countNewlines(value);
    if (pendingBytes >= FOLD_BYTES) {
      file = new Blob([file, ...(pending as BlobPart[])]);
      pending = [];
      pendingBytes = 0;
    }
    onProgress({ rows: Math.max(0, lines - 1), bytes, totalRows });
  }
  saveBlob(new Blob([file, ...(pending as BlobPart[])], { type: response.headers.get('Content-Type') ?? 'text/csv' }), fileName);
}

function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
