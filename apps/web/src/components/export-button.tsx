import { useEffect, useRef, useState } from 'react';
import { Button, Group, Progress, Stack, Text, type ButtonProps } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { DownloadProgress, OnDownloadProgress } from '../lib/download';
import { formatCount } from '../lib/format';
import { t } from '../lib/i18n';
import { notifyApiError } from '../lib/notify';

type Props = { label: string; onExport: (onProgress: OnDownloadProgress) => Promise<unknown>; variant?: ButtonProps['variant'] };

/** The shown progress is refreshed at most this often, so a screen reader's polite updates do not pile up. */
const SHOW_EVERY_MS = 1000;

/** A percentage that says 100 only once the file is complete (the server's total is an estimate). */
function percentOf({ rows, totalRows }: DownloadProgress): number | undefined {
  if (!totalRows) return undefined;
  return Math.min(99, Math.floor((rows / totalRows) * 100));
}

function progressText(progress: DownloadProgress): string {
  const percent = percentOf(progress);
  if (percent === undefined || !progress.totalRows) return t.exportProgress.rows(formatCount(progress.rows));
  return t.exportProgress.rowsOfAbout(formatCount(progress.rows), formatCount(progress.totalRows), percent);
}

/**
 * The export button of every list: busy (and not clickable again) while the server streams the file, rows so
 * far (and a percentage of the server's estimate) beside it, and a failure shown as the API's message. Written
 * once here; the lists only say what to download.
 */
export function ExportButton({ label, onExport, variant }: Props) {
  const [exporting, setExporting] = useState(false);
  const [shown, setShown] = useState<DownloadProgress | null>(null);
  const latest = useRef<DownloadProgress | null>(null);

  useEffect(() => {
    if (!exporting) return;
    const timer = setInterval(() => setShown(latest.current), SHOW_EVERY_MS);
    return () => clearInterval(timer);
  }, [exporting]);

  const run = async () => {
    latest.current = null;
    setShown(null);
    setExporting(true);
    try {
      await onExport((progress) => {
        if (!latest.current) setShown(progress);
        latest.current = progress;
      });
    } catch (error) {
      notifyApiError(error);
    } finally {
      setExporting(false);
      setShown(null);
    }
  };

  const percent = shown ? percentOf(shown) : undefined;
  return (
    <Group gap="sm" wrap="nowrap">
      {/* Mounted before the export starts, so a screen reader announces its first words too. */}
      <Stack gap={4} w={exporting && shown ? 200 : undefined} data-testid="export-progress">
        {exporting && shown && (
          <Progress.Root size="sm">
            {percent === undefined ? (
              <Progress.Section
                value={100}
                animated
                withAria={false}
                role="progressbar"
                aria-label={t.exportProgress.label}
                aria-valuetext={progressText(shown)}
              />
            ) : (
              <Progress.Section value={percent} aria-label={t.exportProgress.label} />
            )}
          </Progress.Root>
        )}
        <Text size="xs" c="dimmed" aria-live="polite">
          {exporting && shown ? progressText(shown) : ''}
        </Text>
      </Stack>
      <Button variant={variant} leftSection={<IconDownload size={16} />} loading={exporting} onClick={() => void run()}>
        {label}
      </Button>
    </Group>
  );
}
