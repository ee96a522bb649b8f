import { en, type PanicEventRow, type PanicEventsList } from '@guardian/contracts';
import type { AppContext } from '../../context';
import { listAnswer, type PageRequest } from '../../lib/list-engine';
import { panicEventsExport, panicEventsPages, type PanicEventsFilters } from './panic-events.list';
import type { ListExport } from '../../lib/list-engine';

export async function listPanicEvents(ctx: AppContext, query: PanicEventsFilters & PageRequest): Promise<PanicEventsList> {
  const page = await panicEventsPages.page(ctx, query);
  return { message: en.panicEvents.listFetched, ...listAnswer(page, 'totalResult') };
}

/** Every matching event in the list's order, read in keyset batches for a streamed export. */
export function exportPanicEvents(ctx: AppContext, query: PanicEventsFilters): ListExport<PanicEventRow> {
  return panicEventsExport.all(ctx, query);
}
