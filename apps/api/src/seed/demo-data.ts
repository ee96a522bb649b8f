import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq } from 'drizzle-orm';
import { ROLE } from '@guardian/contracts';
import type { Db } from '../db/client';
import { accounts, cmsTemplates, subscriptionPlans } from '../db/schema';
import { generatePassword } from '../bootstrap/super-admin';
import { hashPassword } from '../lib/passwords';
import type { Storage } from '../storage/storage';
import {
  buildUserMap,
  dropUserMap,
  seedAlertLogs,
  seedDevices,
  seedEmergencyContacts,
  seedExperiences,
  seedPanicEvents,
  seedSubscriptions,
  seedUsers,
  type Progress,
} from './bulk-seed';
import { seedContent } from './content-seed';

const ASSETS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../assets/demo');

export type DemoSizes = { users: number; events: number; devices: number };
export const DEMO_SIZES: DemoSizes = { users: 240, events: 1500, devices: 120 };

/** Templates, static pages, plans and audios: what the product needs even without demo people. */
export async function ensureContent(db: Db, storage: Storage): Promise<void> {
  const [row] = await db.select({ n: count() }).from(cmsTemplates);
  if ((row?.n ?? 0) > 0) return;
  await seedContent(db, storage);
}

async function copyDemoMedia(storage: Storage) {
  for (const file of ['experience-image.jpg', 'experience-video.webm']) {
    await storage.put(`demo/${file}`, await fs.readFile(path.join(ASSETS, file)));
  }
  return { image: 'demo/experience-image.jpg', video: 'demo/experience-video.webm' };
}

async function seedDemoAdmins(db: Db, chosenPassword?: string): Promise<{ email: string; password: string }> {
  const password = chosenPassword ?? generatePassword();
  const passwordHash = await hashPassword(password);
  const admins = [
    ['Olivia', 'Bennett', 'operator@guardian.local'],
    ['Rahul', 'Mehta', 'rahul.mehta@guardian.local'],
    ['Chiara', 'Conti', 'chiara.conti@guardian.local'],
    ['Kofi', 'Mensah', 'kofi.mensah@guardian.local'],
  ] as const;
  await db
    .insert(accounts)
    .values(
      admins.map(([firstName, lastName, email]) => ({ roleId: ROLE.admin, firstName, lastName, fullName: `${firstName} ${lastName}`, email, passwordHash })),
    );
  return { email: admins[0][2], password };
}

/** Everything at a chosen size; `sample` thins the per-row logs at benchmark scale. */
export async function seedPeopleAndEvents(db: Db, storage: Storage, sizes: DemoSizes, progress: Progress) {
  const [plans] = await db
    .select({ id: subscriptionPlans.id, interval: subscriptionPlans.interval })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.interval, 'monthly'));
  const [yearly] = await db.select({ id: subscriptionPlans.id }).from(subscriptionPlans).where(eq(subscriptionPlans.interval, 'yearly'));
  const media = await copyDemoMedia(storage);
  // End users never sign in here; one shared unusable hash keeps a million-user seed fast.
  const userHash = await hashPassword(generatePassword());
  await seedUsers(db, sizes.users, userHash, progress);
  const userCount = await buildUserMap(db);
  const logEvery = sizes.events > 200_000 ? 20 : 1;
  await seedPanicEvents(db, sizes.events, userCount, progress);
  await seedAlertLogs(db, logEvery, progress);
  await seedExperiences(db, sizes.events > 200_000 ? 20 : 3, media, progress);
  await seedEmergencyContacts(db, userCount, progress);
  await seedSubscriptions(db, userCount, { monthly: plans?.id ?? 0, yearly: yearly?.id ?? 0 }, progress);
  await seedDevices(db, sizes.devices, userCount, sizes.devices > 20_000 ? 20 : 1, progress);
  await dropUserMap(db);
}

/** Fills an empty database with the demo set; returns the demo operator's sign-in, or null if not empty. */
export async function seedDemoData(db: Db, storage: Storage, options: { operatorPassword?: string; progress?: Progress } = {}) {
  const progress = options.progress ?? (() => {});
  const [row] = await db.select({ n: count() }).from(accounts).where(eq(accounts.roleId, ROLE.appUser));
  if ((row?.n ?? 0) > 0) return null;
  await ensureContent(db, storage);
  const operator = await seedDemoAdmins(db, options.operatorPassword);
  await seedPeopleAndEvents(db, storage, DEMO_SIZES, progress);
  return operator;
}
