import { en, type SubscriptionHistoryData, type SubscriptionRow, type SubscriptionsList } from '@guardian/contracts';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { exportInBatches, nextCursor, pageWindow, type PageRequest } from '../../lib/keyset';
import { pageAndTotal } from '../../lib/row-count';
import {
  SUBSCRIPTION_SORT,
  countSubscriptions,
  countTransactions,
  findSubscriber,
  selectSubscriptions,
  selectTransactions,
  subscriptionFilter,
  type SubscriptionRecord,
} from './subscriptions.repository';

type Filters = { keyword: string; status: '' | 'true' | 'false' };

/** endDate and subscriptionEndDate are the same date: the spec's screens read one or the other. */
function toRow(record: SubscriptionRecord): SubscriptionRow {
  return {
    id: record.id,
    user: { userName: record.userName, email: record.email },
    userId: record.userId,
    subscriptionPlanId: record.subscriptionPlanId,
    createdAt: record.createdAt,
    endDate: record.endDate,
    subscriptionEndDate: record.endDate,
    type: record.type,
    deviceType: record.deviceType,
    isActive: record.isActive,
  };
}

export async function listSubscriptions(ctx: AppContext, query: Filters & PageRequest): Promise<SubscriptionsList> {
  const now = ctx.now();
  const filter = subscriptionFilter(query.keyword, query.status, now);
  const window = pageWindow(SUBSCRIPTION_SORT, query);
  const { rows: records, total } = await pageAndTotal(
    query.keyword !== '',
    () => countSubscriptions(ctx.db, filter),
    (collectFirst) => selectSubscriptions(ctx.db, filter, window, now, collectFirst),
  );
  return {
    message: en.subscriptions.listFetched,
    data: records.map(toRow),
    totalResults: total,
    nextCursor: nextCursor(SUBSCRIPTION_SORT, records, window.limit),
  };
}

export function exportSubscriptions(ctx: AppContext, query: Filters): AsyncIterable<SubscriptionRow> {
  const now = ctx.now();
  const filter = subscriptionFilter(query.keyword, query.status, now);
  return exportInBatches({
    searching: query.keyword !== '',
    count: () => countSubscriptions(ctx.db, filter),
    batch: (window, collectFirst) => selectSubscriptions(ctx.db, filter, window, now, collectFirst),
    toRow,
  });
}

export async function subscriptionHistory(ctx: AppContext, query: PageRequest & { user_id: number }): Promise<SubscriptionHistoryData> {
  const now = ctx.now();
  const hostData = await findSubscriber(ctx.db, query.user_id);
  if (!hostData) throw notFound(en.subscriptions.userNotFound);
  const offset = (query.page_no - 1) * query.limit;
  const [transactionData, totalResult] = await Promise.all([
    selectTransactions(ctx.db, query.user_id, query.limit, offset, now),
    countTransactions(ctx.db, query.user_id),
  ]);
  return { hostData, transactionData, totalResult };
}
