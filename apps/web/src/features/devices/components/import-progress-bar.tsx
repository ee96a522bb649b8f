import { Progress, Stack, Text } from '@mantine/core';
import type { ImportProgressEvent } from '@guardian/contracts';
import { t } from '../../../lib/i18n';

const d = t.devices;

type Shown = { text: string; percent: number | null };

/**
 * What the dialog says while an import runs: the upload's bytes, then the server's own counts (rows checked,
 * then devices saved). Before the server's first count, or without a progress stream, it says what it waits
 * for under an indeterminate bar.
 */
export function shownFor(uploaded: number, server: ImportProgressEvent | null, rowCount: number): Shown {
  // The server counts only what it has received whole: its first count ends the upload, even where the browser's
  // last upload-progress event comes later (a busy machine showed "Uploading" through the whole check).
  if (uploaded < 100 && !server) return { text: d.uploading(uploaded), percent: uploaded };
  const percent = server && server.total > 0 ? Math.min(100, Math.floor((server.done / server.total) * 100)) : 0;
  if (server?.phase === 'checking') return { text: d.importChecked(server.done, server.total), percent };
  if (server?.phase === 'saving') return { text: d.importSaved(server.done, server.total), percent };
  if (server?.phase === 'queued') return { text: d.importWaiting, percent: null };
  return { text: d.processing(rowCount), percent: null };
}

export function ImportProgressBar({ uploaded, server, rowCount }: { uploaded: number; server: ImportProgressEvent | null; rowCount: number }) {
  const { text, percent } = shownFor(uploaded, server, rowCount);
  const waiting = percent === null;
  return (
    <Stack gap={4}>
      <Text size="sm" aria-live="polite">
        {text}
      </Text>
      <Progress value={waiting ? 100 : percent} animated={waiting} striped={waiting} aria-label={d.importProgressLabel} />
    </Stack>
  );
}
