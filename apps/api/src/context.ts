import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Mailer } from './modules/mail/mailer';
import type { Storage } from './storage/storage';

/** What every service may use; built once in main.ts (or per test) and handed to buildApp. */
export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  storage: Storage;
  now: () => Date;
};

export type SessionInfo = {
  tokenHash: string;
  accountId: number;
  roleId: number;
  email: string;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    session?: SessionInfo;
  }
  interface FastifyContextConfig {
    /** Routes reachable without a session (sign-in, reset, public pages). Everything else needs one. */
    public?: boolean;
    /** Roles allowed besides... only these roles may call the route (admin management: [2]). */
    roles?: number[];
  }
}

/** The session of a route that is not public; the auth hook has already refused requests without one. */
export function sessionOf(request: { session?: SessionInfo }): SessionInfo {
  if (!request.session) throw new Error('sessionOf called on a public route');
  return request.session;
}
