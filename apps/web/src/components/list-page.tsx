import { useEffect, useState, type ReactNode } from 'react';
import { Button, Card, Group, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { notifyApiError } from '../lib/notify';
import { PageHeader } from './page-header';
import { DataTable } from './table/data-table';

type Props<Row> = {
  title: string;
  searchPlaceholder: string;
  /** The search as it is in the URL; typing updates it after a short pause. */
  search: string;
  onSearch: (value: string) => void;
  /** Filter and order controls, between the search box and Clear. */
  filters?: ReactNode;
  clearLabel: string;
  onClear: () => void;
  exportLabel: string;
  onExport: () => Promise<unknown>;
  table: Parameters<typeof DataTable<Row>>[0];
};

const SEARCH_DELAY_MS = 350;

/**
 * The shape the filtered lists share (subscriptions, emergency contacts, panic events): a title with the
 * export button, a toolbar of search, filters and Clear, and the server-paginated table.
 */
export function ListPage<Row>({ title, searchPlaceholder, search, onSearch, filters, clearLabel, onClear, exportLabel, onExport, table }: Props<Row>) {
  const [text, setText] = useState(search);
  const [exporting, setExporting] = useState(false);
  const commit = useDebouncedCallback((value: string) => onSearch(value.trim()), SEARCH_DELAY_MS);
  // Clear, the back button or a shared link change the URL: the box follows it.
  useEffect(() => setText(search), [search]);

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
      <PageHeader title={title}>
        <Button leftSection={<IconDownload size={16} />} loading={exporting} onClick={runExport}>
          {exportLabel}
        </Button>
      </PageHeader>
      <Card withBorder padding="lg" radius="md">
        <Group mb="md" gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            aria-label={searchPlaceholder}
            placeholder={searchPlaceholder}
            leftSection={<IconSearch size={16} />}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              commit(event.currentTarget.value);
            }}
            w={{ base: '100%', sm: 360 }}
          />
          {filters}
          <Button
            variant="default"
            onClick={() => {
              commit.cancel();
              onClear();
            }}
          >
            {clearLabel}
          </Button>
        </Group>
        <DataTable {...table} />
      </Card>
    </>
  );
}
