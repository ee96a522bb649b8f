import { useId } from 'react';
import { Group, Pagination, Select, Text } from '@mantine/core';
import { PAGE_SIZES } from '@guardian/contracts';
import { t } from '../../lib/i18n';

type Props = {
  total: number;
  page: number;
  limit: number;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
  /** For a test to read "first–last / total" without depending on the layout. */
  totalTestId?: string;
};

/** Under a server-paginated list: rows per page, which rows are shown of how many, and the page buttons. */
export function ListPager({ total, page, limit, onPageChange, onLimitChange, totalTestId }: Props) {
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
          {total === 0 ? '0' : `${first + 1}–${Math.min(first + limit, total)}`} / {total}
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
