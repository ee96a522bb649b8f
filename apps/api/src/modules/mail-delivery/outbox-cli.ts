import { desc } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { mailOutbox } from '../../db/schema';

/**
 * `npm run outbox`: the last mails the server kept (without SMTP_URL nothing is sent, so this is how a
 * developer reads a reset link). With the embedded database, stop the server first: PGlite has one owner.
 */
const config = loadConfig();
const database = await openDatabase(config);
try {
  const rows = await database.db
    .select()
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.id))
    .limit(Number(process.argv[2] ?? 5));
  if (rows.length === 0) console.log('The outbox is empty.');
  for (const row of rows.reverse()) {
    console.log(
      `#${row.id}  ${row.createdAt.toISOString()}  to ${row.toAddress}  [${row.status}${row.lastError ? `: ${row.lastError}` : ''}]\nSubject: ${row.subject}\n\n${row.text}\n${'-'.repeat(60)}`,
    );
  }
} finally {
  await database.close();
}
