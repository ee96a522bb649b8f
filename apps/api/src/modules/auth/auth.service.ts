import { en, isLanguage, ROLE, TEMPLATE_TYPE, type SignInData } from '@guardian/contracts';
import type { AppContext, SessionInfo } from '../../context';
import { recordAudit } from '../../lib/audit';
import { AppError, badRequest, notFound, unauthorized } from '../../lib/errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import { findAccountByEmail, findAccountById, setPasswordHash } from '../accounts/accounts.repository';
import { mailChrome, renderTemplate, RESET_SLUG } from '../mail-delivery/render-template';
import { findTemplateBySlug } from '../cms/cms.repository';
import { clearAttempts, lockoutRemainingMs } from './attempts.repository';
import { consumeResetToken, endResetTokens, issueResetToken } from './reset-tokens.repository';
import { createSession, revokeAccountSessions, revokeSession } from './sessions.repository';
import { rememberAddress } from './sign-in-addresses.repository';
import { recordSignInNoise } from './sign-in-audit';
import { admitResetRequest, admitSessionPassword, admitSignIn } from './sign-in-limits';

export type RequestMeta = { ip: string; userAgent?: string };

/** Only active admins use the back-office: app end users sign in from the mobile app. */
const mayUseBackOffice = (account: { roleId: number; status: number }) => account.roleId !== ROLE.appUser && account.status === 1;

/** `remember`: the login's "Remember me"; false gives the session the short idle limit (session-rules.ts). */
export async function signIn(ctx: AppContext, email: string, password: string, meta: RequestMeta, remember = true): Promise<SignInData> {
  const { db } = ctx;
  const now = ctx.now();
  const key = email.toLowerCase();
  const account = await findAccountByEmail(db, key);
  const refusal = await admitSignIn(db, key, account?.id, meta.ip, now);
  if (refusal) {
    // Counted in one row per address (and account) and window: a flood of refused attempts adds no flood of rows.
    await recordSignInNoise(
      db,
      { action: 'auth.signin.blocked', actorId: account?.id ?? null, email: key, ip: meta.ip, summary: { reason: refusal.reason } },
      now,
    );
    throw new AppError('rate_limited', en.api.tryAgainIn(refusal.waitMs));
  }

  // Neither the answer nor its time may tell that a password is right unless it signs in: a hash is verified for
  // every attempt (a dummy one for unknown e-mails), and an account that may not sign in here (an app user, a
  // deactivated admin) is refused like a wrong password, whatever the password. Its attempt stays counted too
  // (admitSignIn counted it), so the lockout does not tell either.
  const passwordOk = await verifyPassword(account?.passwordHash ?? (await dummyPasswordHash(ctx.config.passwordHashing)), password);
  if (!account || !passwordOk || !mayUseBackOffice(account)) {
    // A failure on an account is an event of that account; guesses at addresses with no account are noise, counted.
    if (account) await recordAudit(db, { action: 'auth.signin.failed', actorId: account.id, actorEmail: key, ip: meta.ip });
    else await recordSignInNoise(db, { action: 'auth.signin.failed', actorId: null, email: key, ip: meta.ip }, now);
    throw unauthorized(en.api.invalidCredentials);
  }

  const token = newToken();
  await db.transaction(async (tx) => {
    await clearAttempts(tx, 'signin', key, meta.ip);
    await rememberAddress(tx, account.id, meta.ip, now);
    await createSession(
      tx,
      {
        tokenHash: hashToken(token),
        accountId: account.id,
        expiresAt: new Date(now.getTime() + ctx.config.sessionTtlMs),
        remember,
        ip: meta.ip,
        userAgent: meta.userAgent?.slice(0, 300),
      },
      now,
    );
    await recordAudit(tx, { action: 'auth.signin', actorId: account.id, actorEmail: account.email, entityType: 'account', entityId: account.id, ip: meta.ip });
  });
  return {
    token,
    id: account.id,
    full_name: account.fullName,
    email: account.email,
    roleId: account.roleId,
    profile_pic: ctx.storage.publicUrl(account.profilePic),
  };
}

export async function signOut(ctx: AppContext, session: { tokenHash: string; accountId: number; email: string }, ip: string) {
  await ctx.db.transaction(async (tx) => {
    await revokeSession(tx, session.tokenHash, ctx.now());
    await recordAudit(tx, { action: 'auth.signout', actorId: session.accountId, actorEmail: session.email, ip });
  });
}

type SessionPasswordUse = 'unlock' | 'password.change';

/** Ends the session that guessed too often, with its audit row; the answer then says when sign-in opens again. */
async function endGuessingSession(
  ctx: AppContext,
  session: SessionInfo,
  account: { id: number; email: string },
  ip: string,
  use: SessionPasswordUse,
  waitMs: number,
): Promise<never> {
  await ctx.db.transaction(async (tx) => {
    await revokeSession(tx, session.tokenHash, ctx.now());
    await recordAudit(tx, {
      action: 'auth.session.ended',
      actorId: account.id,
      actorEmail: account.email,
      ip,
      summary: { reason: 'too many wrong passwords', during: use },
    });
  });
  throw new AppError('unauthorized', en.api.signedOutAfterFailures(waitMs));
}

/**
 * A password asked again of a signed-in admin (the lock screen, change password) is a guess like a sign-in:
 * a wrong one counts with sign-in's failures for that e-mail and address, and is audited; once they lock the
 * address out, the session ends too, so a session left open (or stolen) cannot be used to try passwords.
 */
async function checkPasswordInSession(ctx: AppContext, session: SessionInfo, password: string, ip: string, use: SessionPasswordUse, wrong: () => AppError) {
  const { db } = ctx;
  const now = ctx.now();
  const account = await findAccountById(db, session.accountId);
  if (!account) throw unauthorized();
  const key = account.email.toLowerCase();
  const locked = await admitSessionPassword(db, key, ip, now);
  if (locked !== undefined) return endGuessingSession(ctx, session, account, ip, use, locked);
  if (await verifyPassword(account.passwordHash, password)) {
    await clearAttempts(db, 'signin', key, ip);
    return account;
  }
  await recordAudit(db, {
    action: use === 'unlock' ? 'auth.unlock.failed' : 'account.password.change_failed',
    actorId: account.id,
    actorEmail: account.email,
    ip,
  });
  const wait = await lockoutRemainingMs(db, key, ip, now);
  if (wait > 0) return endGuessingSession(ctx, session, account, ip, use, wait);
  throw wrong();
}

/** The lock screen's password check: the same session goes on if the password is right. */
export async function verifySessionPassword(ctx: AppContext, session: SessionInfo, password: string, ip: string): Promise<void> {
  await checkPasswordInSession(ctx, session, password, ip, 'unlock', () => badRequest(en.api.invalidCredentials, { password: en.api.invalidCredentials }));
}

/**
 * Both answers to a reset request (account or not) take at least this long, so that the time taken does not
 * tell whether an e-mail has an account: the mail work (template, token, outbox row) fits inside it. No SMTP
 * is in it: the outbox sender delivers later.
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
  const waitMs = await admitResetRequest(db, key, meta.ip, now);
  if (waitMs !== undefined) throw new AppError('rate_limited', en.api.tryAgainIn(waitMs));
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
  if (!account || !mayUseBackOffice(account)) return;

  const token = newToken();
  // Made here, always on PUBLIC_URL: no template or request header decides where the token goes.
  const link = `${ctx.config.publicUrl}/auth/reset-password/${token}`;
  const template = await findTemplateBySlug(db, TEMPLATE_TYPE.email, RESET_SLUG);
  // The wait is worded in the template's language; without a CMS template, the built-in one is in the admin's.
  const mail = renderTemplate(
    template,
    (language) => ({ name: account.fullName, link, expiresIn: mailChrome(language).resetLinkExpiresIn, productName: en.product.name }),
    isLanguage(account.language) ? account.language : 'en',
  );
  // The mail is only written to the outbox here: the sender delivers it after the answer, so neither a slow nor
  // a failing SMTP server reaches this request (nor tells, by time or status, that the address has an account).
  await db.transaction(async (tx) => {
    // One live link per account: asking again ends the links sent before.
    await issueResetToken(tx, account.id, hashToken(token), now);
    await recordAudit(tx, { action: 'auth.reset.requested', actorId: account.id, actorEmail: account.email, ip: meta.ip });
    await ctx.mailer.enqueue(tx, { to: account.email, ...mail }, now);
  });
  ctx.mailer.notify();
}

export async function resetPassword(ctx: AppContext, token: string, newPassword: string, ip: string): Promise<void> {
  const { db } = ctx;
  const now = ctx.now();
  const passwordHash = await hashPassword(newPassword, ctx.config.passwordHashing);
  await db.transaction(async (tx) => {
    const accountId = await consumeResetToken(tx, hashToken(token), now);
    if (!accountId) throw badRequest(en.api.resetInvalid);
    // A link of an account deactivated since it was sent is void too (whatever ended the account's links).
    const account = await findAccountById(tx, accountId);
    if (!account || !mayUseBackOffice(account)) throw badRequest(en.api.resetInvalid);
    await setPasswordHash(tx, accountId, passwordHash);
    await revokeAccountSessions(tx, accountId, now);
    await endResetTokens(tx, accountId, now);
    await recordAudit(tx, { action: 'auth.reset.completed', actorId: accountId, entityType: 'account', entityId: accountId, ip });
  });
}

/** A super admin ends every session of an admin account (their own included: "sign me out everywhere"). */
export async function endAdminSessions(ctx: AppContext, actor: { accountId: number; email: string }, targetId: number, ip: string): Promise<number> {
  const target = await findAccountById(ctx.db, targetId);
  if (!target || target.roleId === ROLE.appUser) throw notFound(en.timeline.api.notAnAdmin);
  return ctx.db.transaction(async (tx) => {
    const ended = await revokeAccountSessions(tx, targetId, ctx.now());
    await recordAudit(tx, {
      action: 'auth.sessions.ended',
      actorId: actor.accountId,
      actorEmail: actor.email,
      entityType: 'account',
      entityId: targetId,
      summary: { sessionsEnded: ended, email: target.email },
      ip,
    });
    return ended;
  });
}

export async function changePassword(ctx: AppContext, session: SessionInfo, oldPassword: string, newPassword: string, ip: string): Promise<void> {
  const { db } = ctx;
  const { accountId } = session;
  const account = await checkPasswordInSession(ctx, session, oldPassword, ip, 'password.change', () =>
    badRequest(en.api.oldPasswordWrong, { old_password: en.api.oldPasswordWrong }),
  );
  if (oldPassword === newPassword) throw badRequest(en.api.samePassword, { password: en.api.samePassword });
  const passwordHash = await hashPassword(newPassword, ctx.config.passwordHashing);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, accountId, passwordHash);
    await revokeAccountSessions(tx, accountId, ctx.now());
    await endResetTokens(tx, accountId, ctx.now());
    await recordAudit(tx, {
      action: 'account.password.changed',
      actorId: accountId,
      actorEmail: account.email,
      entityType: 'account',
      entityId: accountId,
      ip,
    });
  });
}
