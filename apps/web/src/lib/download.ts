import { apiFetch, withQuery } from './api-client';

/**
 * Downloads a file the API streams (CSV exports). The body goes straight into a Blob, never into a
 * JavaScript string, so a million-row export does not build one giant string in the page.
 */
export async function downloadFile(path: string, fileName: string, query?: Record<string, string | number | undefined>) {
  const response = await apiFetch(withQuery(path, query));
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
