import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, experiences, warningAudios } from '../db/schema';

/**
 * Which of `keys` a row names: the columns that hold storage keys (pictures, warning audios, experiences' media).
 * A new column holding keys belongs here too, or the orphan sweep would remove its files.
 */
export async function namedKeys(db: Db, keys: string[]): Promise<Set<string>> {
  const [pictures, audios, media] = await Promise.all([
    db.select({ key: accounts.profilePic }).from(accounts).where(inArray(accounts.profilePic, keys)),
    db.select({ key: warningAudios.audioFile }).from(warningAudios).where(inArray(warningAudios.audioFile, keys)),
    db.select({ key: experiences.mediaFile }).from(experiences).where(inArray(experiences.mediaFile, keys)),
  ]);
  return new Set([...pictures, ...audios, ...media].map((row) => row.key).filter((key): key is string => key !== null));
}
