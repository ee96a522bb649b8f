import type { FastifyRequest } from 'fastify';
import { en, ROLE } from '@guardian/contracts';
import { forbidden } from './errors';
import { sessionOf, type SessionInfo } from './request-identity';
import type { Db } from '../db/client';
import { recordAudit, type AuditEntry } from './audit';

/** Who is acting, for the audit trail and rules by role: the signed-in account and the address the request came from. */
export type Actor = { accountId: number; roleId: number; email: string; ip: string };

export function actorOf(request: FastifyRequest): Actor {
  const session = sessionOf(request);
  return { accountId: session.accountId, roleId: session.roleId, email: session.email, ip: request.ip };
}

/** The audit row of a write `actor` made; call it inside the write's transaction (see `recordAudit`). */
export function auditBy(db: Db, actor: Actor, entry: Omit<AuditEntry, 'actorId' | 'actorEmail' | 'ip'>): Promise<void> {
  return recordAudit(db, { ...entry, actorId: actor.accountId, actorEmail: actor.email, ip: actor.ip });
}

/**
 * A super admin reads everyone's trail; an admin reads only their own (asking for someone else's is refused
 * rather than silently narrowed, so a client bug shows).
 */
export function actorScope(session: SessionInfo, requested?: number): number | undefined {
  if (session.roleId === ROLE.superAdmin) return requested;
  if (requested !== undefined && requested !== session.accountId) throw forbidden(en.timeline.api.ownOnly);
  return session.accountId;
}
