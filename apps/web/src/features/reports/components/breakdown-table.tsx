import { useId, type ReactNode } from 'react';
import { Table, Title } from '@mantine/core';
import type { ResponseFigures } from '@guardian/contracts';
import { RESPONSE_FIGURES } from '../../../components/response-figure-grid';

export type BreakdownRow = { key: string | number; label: ReactNode } & ResponseFigures;

/** One breakdown of the report (by kind, alert type, source, operator): a row per group, a column per figure. */
export function BreakdownTable({ title, groupHeader, rows, empty }: { title: string; groupHeader: string; rows: BreakdownRow[]; empty?: string }) {
  // useId, not the title: titles in Arabic have no Latin letters to build distinct ids from.
  const id = useId();
  return (
    <section aria-labelledby={id} className="report-block">
      <Title order={2} size="h4" id={id} mb="xs">
        {title}
      </Title>
      {rows.length === 0 && empty ? (
        <p>{empty}</p>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table striped withTableBorder aria-labelledby={id}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{groupHeader}</Table.Th>
                {RESPONSE_FIGURES.map((figure) => (
                  <Table.Th key={figure.key}>{figure.label}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.key}>
                  <Table.Th scope="row">{row.label}</Table.Th>
                  {RESPONSE_FIGURES.map((figure) => (
                    <Table.Td key={figure.key}>{figure.show(row)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
