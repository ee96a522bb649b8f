import type { AppState } from './app-state';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { AlarmHub } from './modules/alarms/live/alarm-hub';
import type { Mailer } from './modules/mail-delivery/mailer';
import type { ServiceKeyInfo, SessionInfo } from './lib/request-identity';
import type { Storage } from './storage/storage';

export { serviceKeyOf, sessionOf, type ServiceKeyInfo, type SessionInfo } from './lib/request-identity';

/**
 * What every service may use; built once in main.ts (or per test) and handed to buildApp. What the app keeps in
 * memory is in its AppState (createAppState): a context made by spreading another shares the other's.
 */
export type AppContext = AppState & {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  storage: Storage;
  now: () => Date;
  /** The process's one reader of alarm_feed, fanning changes out to the open desk streams. */
  alarmHub: AlarmHub;
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
