import fs from 'node:fs';
import path from 'node:path';

/**
 * Writes a test's recording (the SQL of list requests, the indexes of their plans) as Prettier lays JSON out, so
 * that the file a test records is the one format:check accepts and its diff shows only what changed. Objects stay
 * one key a line (Prettier keeps an object expanded as it was given), short arrays on one line.
 */
export async function writeRecording(file: string, value: unknown): Promise<void> {
  const prettier = await import('prettier');
  const text = await prettier.format(JSON.stringify(value, null, 2), { ...(await prettier.resolveConfig(file)), filepath: file });
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}
