import { en, ROLE, TEMPLATE_TYPE, type SignInData } from '@guardian/contracts';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { AppError, badRequest, forbidden, notFound, unauthorized } from '../../lib/errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import { findAccountByEmail, findAccountById, setPasswordHash } from '../accounts/accounts.repository';
import { renderTemplate } from '../mail/render-template';
import { findTemplateBySlug } from '../mail/templates.repository';
import {
  ACCOUNT_FAILURES_PER_HOUR,
  ACCOUNT_RESETS_PER_HOUR,
  clearAttempts,
  countAccountAttemptsLastHour,
  countRecentAttempts,
  isLockedOut,
  MAX_FAILURES,
  recordAttempt,
} from './attempts.repository';
import { consumeResetToken, createResetToken } from './reset-tokens.repository';
import { createSession, revokeAccountSessions, revokeSession } from './sessions.repository';

export type RequestMeta = { ip: string; userAgent?: string };

const tooMany = () => new AppError('rate_limited', en.api.tooManyAttempts);

export async function signIn(ctx: AppContext, email: string, password: string, meta: RequestMeta): Promise<SignInData> {
  const { db } = ctx;
  const now = ctx.now();
  const key = email.toLowerCase();
  if ((await isLockedOut(db, key, meta.ip, now)) || (await countAccountAttemptsLastHour(db, 'signin', key, now)) >= ACCOUNT_FAILURES_PER_HOUR) {
    await recordAudit(db, { action: 'auth.signin.blocked', actorEmail: key, ip: meta.ip });
    throw tooMany();
  }

  const account = await findAccountByEmail(db, key);
  // Verify against a dummy hash for unknown e-mails so both answers take the same time.
  const passwordOk = await verifyPassword(account?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!account || !passwordOk) {
    await db.transaction(async (tx) => {
      await recordAttempt(tx as Db, 'signin', key, meta.ip, now);
      await recordAudit(tx as Db, { action: 'auth.signin.failed', actorId: account?.id, actorEmail: key, ip: meta.ip });
    });
    throw unauthorized(en.api.invalidCredentials);
  }
  if (account.roleId === ROLE.appUser) throw forbidden('App users sign in from the mobile app, not here.');
  if (account.status !== 1) throw forbidden(en.api.accountInactive);

  const token = newToken();
  await db.transaction(async (tx) => {
    await clearAttempts(tx as Db, 'signin', key, meta.ip);
    await createSession(tx as Db, {
      tokenHash: hashToken(token),
      accountId: account.id,
      expiresAt: new Date(now.getTime() + ctx.config.sessionTtlMs),
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300),
    }, now);
    await recordAudit(tx as Db, { action: 'auth.signin', actorId: account.id, actorEmail: account.email, entityType: 'account', entityId: account.id, ip: meta.ip });
  });
  return {
    token,
    full_name: account.fullName,
    email: account.email,
    roleId: account.roleId,
    profile_pic: ctx.storage.publicUrl(account.profilePic),
  };
}

export async function signOut(ctx: AppContext, session: { tokenHash: string; accountId: number; email: string }, ip: string) {
  await ctx.db.transaction(async (tx) => {
    await revokeSession(tx as Db, session.tokenHash, ctx.now());
    await recordAudit(tx as Db, { action: 'auth.signout', actorId: session.accountId, actorEmail: session.email, ip });
  });
}

/** The lock screen's password check: the same session goes on if the password is right. */
export async function verifySessionPassword(ctx: AppContext, accountId: number, password: string): Promise<void> {
  const account = await findAccountById(ctx.db, accountId);
  if (!account || !(await verifyPassword(account.passwordHash, password))) throw badRequest(en.api.invalidCredentials);
}

/**
 * Both answers to a reset request (account or not) take at least this long, so that the time taken does not
 * tell whether an e-mail has an account: the mail work (template, token, outbox, SMTP) fits inside it.
 */
export const FORGOT_ANSWER_MS = 300;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * Answers the same whether or not the address has an account; only a real, active admin gets a mail.
 */
export async function requestPasswordReset(ctx: AppContext, email: string, meta: RequestMeta): Promise<void> {
  const { db } = ctx;
  const now = ctx.now();
  const key = email.toLowerCase();
  if (
    (await countRecentAttempts(db, 'forgot', key, meta.ip, now)) >= MAX_FAILURES ||
    (await countAccountAttemptsLastHour(db, 'forgot', key, now)) >= ACCOUNT_RESETS_PER_HOUR
  ) {
    throw tooMany();
  }
  await recordAttempt(db, 'forgot', key, meta.ip, now);
  // The real clock, not ctx.now (which tests move): the answer waits out the same floor either way.
  const started = Date.now();
  try {
    await sendResetLink(ctx, key, meta, now);
  } finally {
    await sleep(started + FORGOT_ANSWER_MS - Date.now());
  }
}

async function sendResetLink(ctx: AppContext, key: string, meta: RequestMeta, now: Date): Promise<void> {
  const { db } = ctx;
  const account = await findAccountByEmail(db, key);
  if (!account || account.roleId === ROLE.appUser || account.status !== 1) return;

  const token = newToken();
  const link = `${ctx.config.publicUrl}/auth/reset-password/${token}`;
  const template = await findTemplateBySlug(db, TEMPLATE_TYPE.email, 'forgot-password');
  const mail = renderTemplate(template, { name: account.fullName, link, expiresIn: '1 hour', productName: en.product.name });
  await db.transaction(async (tx) => {
    await createResetToken(tx as Db, account.id, hashToken(token), now);
    await recordAudit(tx as Db, { action: 'auth.reset.requested', actorId: account.id, actorEmail: account.email, ip: meta.ip });
    await ctx.mailer.send(tx as Db, { to: account.email, ...mail });
  });
}

export async function resetPassword(ctx: AppContext, token: string, newPassword: string, ip: string): Promise<void> {
  const { db } = ctx;
  const now = ctx.now();
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    const accountId = await consumeResetToken(tx as Db, hashToken(token), now);
    if (!accountId) throw badRequest(en.api.resetInvalid);
    await setPasswordHash(tx as Db, accountId, passwordHash);
    await revokeAccountSessions(tx as Db, accountId, now);
    await recordAudit(tx as Db, { action: 'auth.reset.completed', actorId: accountId, entityType: 'account', entityId: accountId, ip });
  });
}

/** A super admin ends every session of an admin account (their own included: "sign me out everywhere"). */
export async function endAdminSessions(ctx: AppContext, actor: { accountId: number; email: string }, targetId: number, ip: string): Promise<number> {
  const target = await findAccountById(ctx.db, targetId);
  if (!target || target.roleId === ROLE.appUser) throw notFound(en.timeline.api.notAnAdmin);
  return ctx.db.transaction(async (tx) => {
    const ended = await revokeAccountSessions(tx as Db, targetId, ctx.now());
    await recordAudit(tx as Db, { action: 'auth.sessions.ended', actorId: actor.accountId, actorEmail: actor.email, entityType: 'account', entityId: targetId, summary: { sessionsEnded: ended, email: target.email }, ip });
    return ended;
  });
}

export async function changePassword(ctx: AppContext, accountId: number, oldPassword: string, newPassword: string, ip: string): Promise<void> {
  const { db } = ctx;
  const account = await findAccountById(db, accountId);
  if (!account) throw unauthorized();
  if (!(await verifyPassword(account.passwordHash, oldPassword))) throw badRequest(en.api.oldPasswordWrong, { old_password: en.api.oldPasswordWrong });
  if (oldPassword === newPassword) throw badRequest(en.api.samePassword, { password: en.api.samePassword });
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx as Db, accountId, passwordHash);
    await revokeAccountSessions(tx as Db, accountId, ctx.now());
    await recordAudit(tx as Db, { action: 'account.password.changed', actorId: accountId, actorEmail: account.email, entityType: 'account', entityId: accountId, ip });
  });
}
