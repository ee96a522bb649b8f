import { useId } from 'react';
import { Group, Pagination, Select, Text } from '@mantine/core';
import { PAGE_SIZES } from '@guardian/contracts';
import { formatCount } from '../../lib/format';
import { t } from '../../lib/i18n';

type Props = {
  total: number;
  /** The server estimated the total (over its exact-count cap): shown as "about 47,000". */
  totalIsEstimate?: boolean;
  page: number;
  limit: number;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
  /** For a test to read "first–last / total" without depending on the layout. */
  totalTestId?: string;
};

/** An estimate to two significant figures: 47,213 reads "about 47,000", 1,000,585 "about 1,000,000". */
export function aboutTotal(total: number): string {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(total, 1))) - 1);
  return t.common.aboutTotal(formatCount(Math.round(total / step) * step));
}

/** Under a server-paginated list: rows per page, which rows are shown of how many, and the page buttons. */
export function ListPager({ total, totalIsEstimate = false, page, limit, onPageChange, onLimitChange, totalTestId }: Props) {
  const labelId = useId();
  const pages = Math.max(1, Math.ceil(total / limit));
  const first = (page - 1) * limit;
  return (
    <Group justify="space-between" mt="md" wrap="wrap">
      <Group gap="xs">
        <Text size="sm" id={labelId}>
          {t.common.rowsPerPage}
        </Text>
        <Select
          aria-labelledby={labelId}
          w={90}
          size="xs"
          allowDeselect={false}
          data={PAGE_SIZES.map(String)}
          value={String(limit)}
          onChange={(value) => value && onLimitChange(Number(value))}
        />
        <Text size="sm" c="dimmed" data-testid={totalTestId}>
          {total === 0 ? '0' : `${first + 1}–${totalIsEstimate ? first + limit : Math.min(first + limit, total)}`} /{' '}
          {totalIsEstimate ? aboutTotal(total) : total}
        </Text>
      </Group>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onPageChange}
        size="sm"
        siblings={1}
        boundaries={1}
        getControlProps={(control) => ({ 'aria-label': control === 'previous' ? t.common.previous : control === 'next' ? t.common.next : undefined })}
      />
    </Group>
  );
}
