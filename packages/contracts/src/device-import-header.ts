import { DEVICE_IMPORT_COLUMNS } from './devices';
import { en } from './messages';

type Column = (typeof DEVICE_IMPORT_COLUMNS)[number];
export type HeaderCheck = { ok: true; index: Record<Column, number> } | { ok: false; message: string };

/** Enough of a wrong header to recognise it, not a whole line of data. */
const SHOWN_CELLS = 5;
const SHOWN_LENGTH = 40;

/**
 * The first row of an import: the three columns in any order and any case (other columns, such as those of
 * our own export, are ignored). A wrong header is its own problem, named by the columns it lacks and what it
 * has instead, so a misspelt "devicename " or a data row in place of the header shows at once. The browser
 * (before uploading) and the server judge with this one function.
 */
export function checkDeviceHeader(
  cells: readonly string[],
  texts: { importHeaderWrong: (missing: string, found: string) => string } = en.devices,
): HeaderCheck {
  const names = cells.map((cell) => cell.trim().toLowerCase());
  const index = Object.fromEntries(DEVICE_IMPORT_COLUMNS.map((column) => [column, names.indexOf(column.toLowerCase())])) as Record<Column, number>;
  const missing = DEVICE_IMPORT_COLUMNS.filter((column) => index[column] < 0);
  if (missing.length === 0) return { ok: true, index };
  const found = cells
    .slice(0, SHOWN_CELLS)
    .map((cell) => (cell.length > SHOWN_LENGTH ? `${cell.slice(0, SHOWN_LENGTH)}…` : cell))
    .join(', ');
  return { ok: false, message: texts.importHeaderWrong(missing.join(', '), found + (cells.length > SHOWN_CELLS ? ', …' : '')) };
}
