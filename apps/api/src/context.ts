import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { AlarmHub } from './modules/alarms/live/alarm-hub';
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
  /** The process's one reader of alarm_feed, fanning changes out to the open desk streams. */
  alarmHub: AlarmHub;
};

/** The service key a service-key route was called with (the alarm service). */
export type ServiceKeyInfo = { id: number; name: string };

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
    /** Set on service-key routes only, by the auth hook. */
    serviceKey?: ServiceKeyInfo;
  }
  interface FastifyContextConfig {
    /** Routes reachable without a session (sign-in, reset, public pages). Everything else needs one. */
    public?: boolean;
    /** Roles allowed besides... only these roles may call the route (admin management: [2]). */
    roles?: number[];
    /** Routes of the alarm service: an `X-Api-Key` service key instead of a session. */
    serviceKey?: boolean;
  }
}

/** The key of a service-key route; the auth hook has already refused requests without a live one. */
export function serviceKeyOf(request: { serviceKey?: ServiceKeyInfo }): ServiceKeyInfo {
  if (!request.serviceKey) throw new Error('serviceKeyOf called on a route without a service key');
  return request.serviceKey;
}

/** The session of a route that is not public; the auth hook has already refused requests without one. */
export function sessionOf(request: { session?: SessionInfo }): SessionInfo {
  if (!request.session) throw new Error('sessionOf called on a public route');
  return request.session;
}
