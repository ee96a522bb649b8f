import { en, type PanicEventRow, type PanicEventsList, type PanicOrderBy, type SortDirection } from '@guardian/contracts';
import type { AppContext } from '../../context';
import { exportInBatches, nextCursor, pageWindow, type PageRequest } from '../../lib/keyset';
import { pageAndTotal } from '../../lib/row-count';
import { countPanicEvents, panicKeywordFilter, panicSortKey, selectPanicEvents, type PanicEventRecord } from './panic-events.repository';

type Filters = { keyword: string; order_by: PanicOrderBy; order: SortDirection };

/** The public experience viewer; its base is PUBLIC_URL so the link also works from an exported file. */
export function eventUrlOf(ctx: AppContext, experienceId: string | null): string {
  return experienceId ? `${ctx.config.publicUrl.replace(/\/$/, '')}/auth/experiance/${encodeURIComponent(experienceId)}` : '';
}

function toRow(ctx: AppContext, record: PanicEventRecord): PanicEventRow {
  return {
    id: record.id,
    userAlert: { fullName: record.fullName, userName: record.userName },
    createdAt: record.createdAt,
    alertType: record.alertType,
    isAlertStartedFromDevice: record.isAlertStartedFromDevice,
    alertLogs: record.alertLogs,
    eventUrl: eventUrlOf(ctx, record.experienceId),
  };
}

export async function listPanicEvents(ctx: AppContext, query: Filters & PageRequest): Promise<PanicEventsList> {
  const key = panicSortKey(query.order_by, query.order);
  const filter = panicKeywordFilter(query.keyword);
  const window = pageWindow(key, query);
  const { rows: records, total } = await pageAndTotal(
    filter !== undefined,
    () => countPanicEvents(ctx.db, filter),
    (collectFirst) => selectPanicEvents(ctx.db, { filter, key, window, withLogs: true, collectFirst }),
  );
  return {
    message: en.panicEvents.listFetched,
    data: records.map((record) => toRow(ctx, record)),
    totalResult: total,
    nextCursor: nextCursor(key, records, window.limit),
  };
}

/** Every matching event in the list's order, read in keyset batches for a streamed export. */
export function exportPanicEvents(ctx: AppContext, query: Filters): AsyncIterable<PanicEventRow> {
  const key = panicSortKey(query.order_by, query.order);
  const filter = panicKeywordFilter(query.keyword);
  return exportInBatches({
    searching: filter !== undefined,
    count: () => countPanicEvents(ctx.db, filter),
    batch: (window, collectFirst) => selectPanicEvents(ctx.db, { filter, key, window, withLogs: false, collectFirst }),
    toRow: (record) => toRow(ctx, record),
  });
}
