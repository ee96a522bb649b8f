/** The timeline filter's full list of action names last read, and when (timeline.service.ts keeps it a minute). */
export type AuditActionsCache = { kept?: { at: number; actions: Promise<string[]> } };

/** One per app (AppContext.auditActions): another app's trail may hold other actions. */
export const createAuditActionsCache = (): AuditActionsCache => ({});
