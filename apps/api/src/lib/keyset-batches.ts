/**
 * Reads a table in keyset order, one batch per query: `fetchAfter(last)` returns the next batch after the
 * last row seen. Deep exports cost the same per row as the first batch (no OFFSET).
 */
export async function* keysetBatches<Row>(fetchAfter: (last: Row | undefined) => Promise<Row[]>, batchSize: number): AsyncGenerator<Row> {
  let last: Row | undefined;
  for (;;) {
    const rows = await fetchAfter(last);
    yield* rows;
    if (rows.length < batchSize) return;
    last = rows[rows.length - 1];
  }
}
