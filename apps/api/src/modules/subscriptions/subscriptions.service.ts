import { en, type SubscriptionFilters, type SubscriptionHistoryData, type SubscriptionRow, type SubscriptionsList } from '@guardian/contracts';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { listAnswer, type PageRequest } from '../../lib/list-engine';
import { subscriptionsList } from './subscriptions.list';
import { countTransactions, findSubscriber, selectTransactions } from './subscriptions.repository';
import type { ListExport } from '../../lib/list-engine';

export async function listSubscriptions(ctx: AppContext, query: SubscriptionFilters & PageRequest): Promise<SubscriptionsList> {
  const page = await subscriptionsList.page(ctx, query);
  return { message: en.subscriptions.listFetched, ...listAnswer(page, 'totalResults') };
}

export function exportSubscriptions(ctx: AppContext, query: SubscriptionFilters): ListExport<SubscriptionRow> {
  return subscriptionsList.all(ctx, query);
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
