import fs from 'node:fs';
import path from 'node:path';
import { mailDir } from './environment';

/** The newest mail sent to `to`, its quoted-printable soft breaks undone, waiting up to `timeoutMs`. */
export async function latestMailTo(to: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const dir = mailDir();
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : [];
    for (const file of files) {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      if (text.startsWith(`X-Envelope-To: ${to}`)) return text.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}

export function resetLinkIn(mail: string): string {
  const match = /https?:\/\/[^\s"<>]+\/auth\/reset-password\/[A-Za-z0-9_-]+/.exec(mail);
  if (!match) throw new Error('no reset link in the mail');
  return match[0];
}
