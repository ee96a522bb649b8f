import { devicesEndpoints, importProgressEvent, type ImportProgressEvent } from '@guardian/contracts';
import { apiFetch, urlOf } from '../../../lib/api-client';
import { createSseParser } from '../../../lib/sse-parser';

/** A fresh id for one import; null where the browser has no randomUUID (not a secure context): no progress then. */
export const newImportId = (): string | null => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : null);

function readEvent(data: string): ImportProgressEvent | null {
  try {
    const parsed = importProgressEvent.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Opens the import's progress stream and resolves once the server has accepted it (true), or could not
 * (false: the import then goes on without server progress). It must be open BEFORE the upload: while the
 * import runs, the embedded database is busy and a new stream's session check would wait for the end
 * (docs/decisions/033). The events keep coming to `onEvent` until the stream ends or `signal` aborts.
 */
export async function watchImportProgress(importId: string, onEvent: (event: ImportProgressEvent) => void, signal: AbortSignal): Promise<boolean> {
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  try {
    const url = urlOf(devicesEndpoints.importProgress, { params: { import_id: importId } });
    const response = await apiFetch(url, { headers: { Accept: 'text/event-stream' }, signal, cache: 'no-store' });
    reader = response.body?.getReader();
  } catch {
    return false;
  }
  if (!reader) return false;
  const body = reader;
  signal.addEventListener('abort', () => void body.cancel().catch(() => undefined), { once: true });
  void (async () => {
    const decoder = new TextDecoder();
    const parser = createSseParser();
    try {
      for (;;) {
        const { done, value } = await body.read();
        if (done) return;
        for (const frame of parser.push(decoder.decode(value, { stream: true }))) {
          const event = frame.event === 'progress' ? readEvent(frame.data) : null;
          if (event) onEvent(event);
        }
      }
    } catch {
      // Aborted, or the connection dropped: the upload's own answer still tells the outcome.
    }
  })();
  return true;
}
