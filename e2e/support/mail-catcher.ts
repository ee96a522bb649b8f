import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/** Mail to this domain is refused by the catcher with 550 (mail-delivery.spec.ts). */
export const UNDELIVERABLE_DOMAIN = 'undeliverable.test';

/**
 * A real SMTP server on loopback: the app sends its mail over SMTP (SMTP_URL) and each message lands as a
 * file the tests read, so "forgot password → mail → reset" goes through the same path as production.
 */
export async function startMailCatcher(directory: string): Promise<{ port: number; close: () => Promise<void> }> {
  fs.mkdirSync(directory, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // A recipient the server refuses for good (550), so that a mail can fail and show on Mail delivery.
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith(`@${UNDELIVERABLE_DOMAIN}`)) {
        const error = new Error('No such mailbox here') as Error & { responseCode: number };
        error.responseCode = 550;
        return callback(error);
      }
      return callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        fs.writeFileSync(path.join(directory, `${Date.now()}-${count}.eml`), `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks).toString('utf8')}`);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
