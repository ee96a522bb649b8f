import type { ReactNode } from 'react';
import { Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { SortDirection } from '@guardian/contracts';
import { t } from '../../lib/i18n';

/** A column the server can order by: the list's `order_by` name and the direction a first click asks for. */
export type SortColumn = { by: string; first?: SortDirection };

/**
 * A table's order, kept in the URL by the page: which order is on, its direction, the sortable columns (by
 * column key) and what a click asks for. The server sorts; the table only shows and asks.
 */
export type TableSort = {
  by: string;
  order: SortDirection;
  columns: Record<string, SortColumn>;
  onSort: (by: string, order: SortDirection) => void;
};

const ARIA_SORT = { ASC: 'ascending', DESC: 'descending' } as const;

type Props = { header: ReactNode; label: string; column: SortColumn; sort: TableSort; width?: number | string };

/**
 * The header of a sortable column: a button named "Sort by <column>" inside the th, and aria-sort on the th
 * (ascending or descending on the column in force, none on the others). The column in force turns around; another
 * starts with its own first direction (ascending for names, newest first for dates and ids).
 */
export function SortableHeader({ header, label, column, sort, width }: Props) {
  const active = sort.by === column.by;
  const next: SortDirection = active ? (sort.order === 'ASC' ? 'DESC' : 'ASC') : (column.first ?? 'ASC');
  const Icon = !active ? IconArrowsSort : sort.order === 'ASC' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th aria-sort={active ? ARIA_SORT[sort.order] : 'none'} style={width ? { width } : undefined}>
      <UnstyledButton className="sortable-header" aria-label={t.lists.sortBy(label)} onClick={() => sort.onSort(column.by, next)}>
        {header}
        <Icon size={14} aria-hidden="true" opacity={active ? 1 : 0.45} />
      </UnstyledButton>
    </Table.Th>
  );
}
