import { en, inspectImage, PROFILE_IMAGE, ROLE, type AdminRow, type AuditAction, type CreateAdminBody, type UpdateAdminBody } from '@guardian/contracts';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { auditBy, type Actor } from '../../lib/actor';
import type { AuditEntry } from '../../lib/audit';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { UploadedFile } from '../../lib/multipart';
import { hashPassword } from '../../lib/passwords';
import { assertEmailFree, rethrowUniqueAsConflict } from '../accounts/account-conflicts';
import { insertAccount, updateAccount } from '../accounts/accounts.repository';
import { endResetTokens } from '../auth/reset-tokens.repository';
import type { PageRequest } from '../../lib/list-engine';
import { adminsList } from './admins.list';
import { findAdmin, type AdminRecord } from './admins.repository';
import { discardFile, withStoredFile, type NewFile } from '../../storage/storage';

type Image = { bytes: Buffer; extension: string };

const a = en.admins;
const IMAGE_FOLDER = 'profiles';

function toRow(ctx: AppContext, record: AdminRecord): AdminRow {
  return { ...record, profilePic: ctx.storage.publicUrl(record.profilePic), createdAt: record.createdAt.toISOString() };
}

const audit = (db: Db, actor: Actor, action: AuditAction, adminId: number, details: Pick<AuditEntry, 'summary' | 'changes'>) =>
  auditBy(db, actor, { action, entityType: 'account', entityId: adminId, ...details });

export function listAdmins(ctx: AppContext, query: PageRequest & { search?: string }) {
  return adminsList.page(ctx, { ...query, search: query.search?.trim() || undefined });
}

export async function getAdmin(ctx: AppContext, id: number): Promise<AdminRow> {
  const record = await findAdmin(ctx.db, id);
  if (!record) throw notFound(a.notFound);
  return toRow(ctx, record);
}

/**
 * The profile_pic part (the route refused files under any other name), judged by its bytes: PNG, JPEG or
 * WebP, at most 2 MB, and a header that does not promise a bitmap over 4096 x 4096 (a small file can decode
 * to gigabytes in every browser showing it).
 */
function profileImage(files: UploadedFile[]): Image | undefined {
  const file = files.at(-1);
  if (!file) return undefined;
  if (file.bytes.length > PROFILE_IMAGE.maxBytes) throw new AppError('payload_too_large', a.imageTooBig, { profile_pic: a.imageTooBig });
  const info = inspectImage(file.bytes);
  if (!info) throw new AppError('unsupported_media', a.imageType, { profile_pic: a.imageType });
  if (info.width > PROFILE_IMAGE.maxSide || info.height > PROFILE_IMAGE.maxSide) throw badRequest(a.imageTooLarge, { profile_pic: a.imageTooLarge });
  return { bytes: file.bytes, extension: info.extension };
}

/** The checked picture as the file to store with the row. */
const pictureFile = (image: Image | undefined): NewFile | undefined => image && { folder: IMAGE_FOLDER, extension: image.extension, body: image.bytes };

/** New admins are role 3 and active: they can sign in at once with the password given here. */
export async function createAdmin(ctx: AppContext, actor: Actor, body: CreateAdminBody, files: UploadedFile[]): Promise<AdminRow> {
  const { db } = ctx;
  const image = profileImage(files);
  await assertEmailFree(db, body.email, a.emailTaken);
  const passwordHash = await hashPassword(body.password, ctx.config.passwordHashing);
  const id = await withStoredFile(ctx.storage, pictureFile(image), (profilePic) =>
    db
      .transaction(async (tx) => {
        const now = ctx.now();
        const fullName = `${body.first_name} ${body.last_name}`;
        const adminId = await insertAccount(tx, {
          roleId: ROLE.admin,
          firstName: body.first_name,
          lastName: body.last_name,
          fullName,
          email: body.email,
          passwordHash,
          profilePic,
          status: 1,
          createdAt: now,
          updatedAt: now,
        });
        await audit(tx, actor, 'admin.created', adminId, { summary: { email: body.email, fullName, profilePic: Boolean(profilePic) } });
        return adminId;
      })
      .catch((error: unknown) => rethrowUniqueAsConflict(error, { email: a.emailTaken })),
  );
  return getAdmin(ctx, id);
}

/** Names, e-mail and optionally a new picture; the replaced picture is removed once the change has committed. */
export async function updateAdmin(ctx: AppContext, actor: Actor, id: number, body: UpdateAdminBody, files: UploadedFile[]): Promise<AdminRow> {
  const { db } = ctx;
  const before = await findAdmin(db, id);
  if (!before) throw notFound(a.notFound);
  const image = profileImage(files);
  await assertEmailFree(db, body.email, a.emailTaken, id);
  const fullName = `${body.first_name} ${body.last_name}`;
  await withStoredFile(ctx.storage, pictureFile(image), (profilePic) =>
    db
      .transaction(async (tx) => {
        await updateAccount(tx, id, {
          firstName: body.first_name,
          lastName: body.last_name,
          fullName,
          email: body.email,
          ...(profilePic ? { profilePic } : {}),
          updatedAt: ctx.now(),
        });
        // Links mailed to the old address must not outlive the change.
        if (before.email !== body.email) await endResetTokens(tx, id, ctx.now());
        await audit(tx, actor, 'admin.updated', id, {
          changes: {
            fullName: { from: before.fullName, to: fullName },
            email: { from: before.email, to: body.email },
            profilePicReplaced: Boolean(profilePic),
          },
        });
      })
      .catch((error: unknown) => rethrowUniqueAsConflict(error, { email: a.emailTaken })),
  );
  if (image) await discardFile(ctx.storage, before.profilePic);
  return getAdmin(ctx, id);
}
