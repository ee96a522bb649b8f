import { z } from 'zod';
import { en } from './messages';

/**
 * The device import's progress, pushed to the dialog while the server works (docs/decisions/033). The dialog
 * makes up the import id (a UUID), opens the progress stream with it, then sends it with the upload.
 */
export const importIdSchema = z.uuid({ error: en.devices.importIdInvalid });

/** The import call's optional query: without import_id it behaves exactly as the spec's call. */
export const importDevicesQuery = z.object({ import_id: importIdSchema.optional() });

export const importProgressParams = z.object({ import_id: importIdSchema });

/**
 * One `progress` event: `queued` (waiting for a turn with the exports), `checking` (rows checked of the file's
 * rows), `saving` (devices saved of the rows to save), then one final state, after which the stream ends:
 * `done` (all saved), `rejected` (rows with errors; the import call's answer has the report) or `failed`.
 */
export const importProgressEvent = z.object({
  phase: z.enum(['queued', 'checking', 'saving', 'done', 'rejected', 'failed']),
  done: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type ImportProgressEvent = z.infer<typeof importProgressEvent>;

export const FINAL_IMPORT_PHASES: readonly ImportProgressEvent['phase'][] = ['done', 'rejected', 'failed'];
