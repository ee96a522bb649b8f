import type { FastifyRequest } from 'fastify';
import { sessionOf } from '../context';
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
