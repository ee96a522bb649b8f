import { MAX_UPLOAD_BYTES } from '../src/lib/multipart';
import { peakRss } from './measure';

/**
 * Hostile uploads, each a full 10 MB file: the server's resident memory before it and at its peak while it is
 * refused. Whatever the file, an upload may hold at most UPLOAD_GROWTH_TARGET_MB above the server's rest.
 */
export type UploadRow = { name: string; path: string; field: string; filename: string; type: string; bytes: () => Buffer };
export type UploadResult = { name: string; status: number; message: string; seconds: number; startMb: number; peakMb: number };

export const UPLOAD_GROWTH_TARGET_MB = 100;

const DEVICE_HEADER = 'deviceId,deviceName,macAddress\n';

/** The device template's header, then `line` as many times as fits in the upload limit. */
const tenMegabytesOf = (line: string) => Buffer.from(DEVICE_HEADER + line.repeat(Math.floor((MAX_UPLOAD_BYTES - DEVICE_HEADER.length) / line.length)));

const deviceImport = (name: string, bytes: () => Buffer): UploadRow => ({
  name,
  path: '/v1/device-inventory/import',
  field: 'file',
  filename: 'devices.csv',
  type: 'text/csv',
  bytes,
});

export const HOSTILE_UPLOADS: UploadRow[] = [
  deviceImport('device import: 10 MB of one-character lines (5.2 million)', () => tenMegabytesOf('a\n')),
  deviceImport('device import: 10 MB of two-column rows (430,000)', () =>
    tenMegabytesOf(Array.from({ length: 1000 }, (_, i) => `TWO-${String(i).padStart(6, '0')},Band ${i}\n`).join('')),
  ),
];

/** One upload through a real connection, as a browser's FormData sends it, with the server's memory watched. */
export async function measureUpload(pid: number, baseUrl: string, headers: Record<string, string>, row: UploadRow): Promise<UploadResult> {
  const form = new FormData();
  form.append(row.field, new Blob([new Uint8Array(row.bytes())], { type: row.type }), row.filename);
  const started = performance.now();
  const { result, peakMb, startMb } = await peakRss(pid, async () => {
    const response = await fetch(`${baseUrl}${row.path}`, { method: 'POST', headers, body: form });
    return { status: response.status, body: (await response.json()) as { message?: string } };
  });
  return { name: row.name, status: result.status, message: result.body.message ?? '', seconds: (performance.now() - started) / 1000, startMb, peakMb };
}

export function uploadsTable(results: UploadResult[]): string[] {
  const lines = [
    '',
    `| hostile upload | answer | seconds | server RSS before, MB | server peak RSS, MB | growth, MB | under ${UPLOAD_GROWTH_TARGET_MB} MB |`,
    '|---|---|---|---|---|---|---|',
  ];
  for (const u of results) {
    const growth = u.peakMb - u.startMb;
    lines.push(
      `| ${u.name} | ${u.status} ${u.message} | ${u.seconds.toFixed(2)} | ${u.startMb.toFixed(0)} | ${u.peakMb.toFixed(0)} | ${growth.toFixed(0)} | ${growth < UPLOAD_GROWTH_TARGET_MB ? 'yes' : 'no'} |`,
    );
  }
  return lines;
}
