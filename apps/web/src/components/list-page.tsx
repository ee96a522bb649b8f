import { useRef, useState, type ReactNode } from 'react';
import { Button, Card, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ListParams } from '../hooks/use-list-params';
import { notifyApiError } from '../lib/notify';
import { PageHeader } from './page-header';
import { SearchInput, type SearchInputHandle } from './search-input';
import { DataTable } from './table/data-table';

type TableProps<Row> = Parameters<typeof DataTable<Row>>[0];
type PagerKey = keyof ListParams['pager'];

/** The page's texts, as each list's section of the catalogue holds them. */
type ListTexts = { title: string; searchPlaceholder: string; clear: string; exportCsv: string };

type Props<Row> = {
  texts: ListTexts;
  /** The list's URL state: the search box, Clear and the table's pager are wired to it. */
  list: Pick<ListParams, 'search' | 'setSearch' | 'clear' | 'pager'>;
  /** Filter and order controls, between the search box and Clear. */
  filters?: ReactNode;
  onExport: () => Promise<unknown>;
  table: Omit<TableProps<Row>, PagerKey>;
};

/**
 * The shape the filtered lists share (subscriptions, emergency contacts, panic events): a title with the
 * export button, a toolbar of search, filters and Clear, and the server-paginated table.
 */
export function ListPage<Row>({ texts, list, filters, onExport, table }: Props<Row>) {
  const [exporting, setExporting] = useState(false);
  const search = useRef<SearchInputHandle>(null);

  const runExport = async () => {
    setExporting(true);
    try {
      await onExport();
    } catch (error) {
      notifyApiError(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeader title={texts.title}>
        <Button leftSection={<IconDownload size={16} />} loading={exporting} onClick={runExport}>
          {texts.exportCsv}
        </Button>
      </PageHeader>
      <Card withBorder padding="lg" radius="md">
        <Group mb="md" gap="sm" align="flex-end" wrap="wrap">
          <SearchInput ref={search} value={list.search} onChange={list.setSearch} placeholder={texts.searchPlaceholder} />
          {filters}
          <Button
            variant="default"
            onClick={() => {
              search.current?.cancel();
              list.clear();
            }}
          >
            {texts.clear}
          </Button>
        </Group>
        <DataTable {...table} {...list.pager} />
      </Card>
    </>
  );
}
