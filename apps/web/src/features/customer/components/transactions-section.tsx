import { transactionColumns } from '../../../components/subscription-transactions';
import { DataTable } from '../../../components/table/data-table';
import { useMonthlyPlanIds } from '../../../hooks/use-plans';
import { t } from '../../../lib/i18n';
import { useCustomerTransactions } from '../api/list-customer-transactions';
import { Section } from './section';
import { useSectionPager } from './use-section-pager';

/** The person's subscription transactions, newest first and paged (the subscription history call). */
export function TransactionsSection({ userId }: { userId: string }) {
  const pager = useSectionPager();
  const history = useCustomerTransactions(userId, pager);
  const monthlyPlanIds = useMonthlyPlanIds();
  const data = history.data?.data;
  const state = {
    isPending: history.isPending || monthlyPlanIds.isPending,
    isError: history.isError || monthlyPlanIds.isError,
    isFetching: history.isFetching || monthlyPlanIds.isFetching,
    refetch: () => Promise.all([history.refetch(), monthlyPlanIds.refetch()]),
  };
  return (
    <Section title={t.customer.sections.transactions} name="transactions" state={state} empty={data?.totalResult === 0 && t.customer.noTransactions}>
      {data && monthlyPlanIds.data && (
        <DataTable
          columns={transactionColumns(monthlyPlanIds.data)}
          rows={data.transactionData}
          rowKey={(row) => row.id}
          total={data.totalResult}
          loading={history.isFetching}
          {...pager}
        />
      )}
    </Section>
  );
}
