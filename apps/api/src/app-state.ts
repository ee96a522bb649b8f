import type { Database } from './db/client';
import { createHeavyWork, type HeavyWork } from './lib/heavy-work';
import { createListState, type ListState } from './lib/list-state';
import { createSharedReads, type SharedReads } from './lib/shared-reads';
import { createAuditActionsCache, type AuditActionsCache } from './modules/timeline/actions-cache';
import { SessionStreams } from './modules/auth/session-streams';
import { createFindLiveSession, type FindLiveSession } from './modules/auth/sessions.repository';
import { ImportProgressBoard } from './modules/devices/import-progress';
import type { ReportRow } from './modules/reports/reports.repository';
import { createBackgroundState, type BackgroundState } from './observability/background';

/**
 * Everything an app keeps in memory while it runs, in one object per app: two apps built in one process (the API
 * tests build several) share none of it, and nothing outlives the app. No module keeps state of its own
 * (tools/module-state.ts, part of `npm run lint`, fails on a new one).
 */
export type AppState = {
  /** The lists' statistics reused for a moment and the sampled trigram frequencies (lib/list-state.ts). */
  listState: ListState;
  /** The queue every CSV export and device import takes its turn in (lib/heavy-work.ts). */
  heavyWork: HeavyWork;
  /** Where a running device import tells its progress to the dialog that started it. */
  importProgress: ImportProgressBoard;
  /** Which background tasks run, and whether the process is shutting down (/readyz). */
  background: BackgroundState;
  /** The open streams of each session, ended when the session ends on any process. */
  sessionStreams: SessionStreams;
  /** The live session behind a token hash, through a statement prepared once for this app's database. */
  findLiveSession: FindLiveSession;
  /** The timeline's list of every action name, kept for a minute. */
  auditActions: AuditActionsCache;
  /** The response report's groups for a window, read once for every request asking for it at the same moment. */
  responseReportReads: SharedReads<ReportRow[]>;
};

export function createAppState(database: Database, now: () => Date): AppState {
  const findLiveSession = createFindLiveSession(database.db);
  return {
    listState: createListState(),
    heavyWork: createHeavyWork(),
    importProgress: new ImportProgressBoard(),
    background: createBackgroundState(),
    sessionStreams: new SessionStreams(database, findLiveSession, now),
    findLiveSession,
    auditActions: createAuditActionsCache(),
    responseReportReads: createSharedReads(),
  };
}
