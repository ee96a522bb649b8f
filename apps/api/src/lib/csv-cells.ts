import { sql, type SQL } from 'drizzle-orm';
import { escapeFormula, FORMULA_START_CHARACTERS } from './csv-export';

/**
 * The cells of an export as PostgreSQL writes them inside `COPY … TO STDOUT` (decision 028): each helper is the
 * SQL twin of what csv-export.ts does to a row in JavaScript (`cellOf`, `csvDate`), so both paths give the same file.
 */

/**
 * The code points that start a spreadsheet formula, for SQL's ascii() (the first character's code point in a
 * UTF-8 database). Comparing integers, where left(value, 1) made a one-character text per cell, took a quarter
 * off a COPY of a million panic events (1.5 s to 1.15 s, decision 028).
 */
const FORMULA_START_CODES = sql.raw(`(${FORMULA_START_CHARACTERS.map((character) => character.codePointAt(0)).join(', ')})`);

/**
 * A text cell as `cellOf` writes it: the leading apostrophe before a formula start, and null or '' as an empty
 * field (COPY's CSV writes '' as "" to tell it from null; the JS path writes nothing for both).
 */
export function textCell(value: SQL): SQL {
  return sql`case when ascii(${value}) in ${FORMULA_START_CODES} then '''' || ${value} else nullif(${value}, '') end`;
}

/** A number cell: its decimal text, never escaped (-5 is not a formula). */
export const numberCell = (value: SQL): SQL => sql`(${value})::text`;

/** `csvDate` in SQL: the same UTC d/M/Y or M/DD/YYYY (FM drops the month's leading zero), with the time if asked. */
export function dateCell(value: SQL, style: 'dmy' | 'mdy', withTime = false): SQL {
  const date = style === 'dmy' ? 'DD/MM/YYYY' : 'FMMM/DD/YYYY';
  return sql`to_char(${value} at time zone 'UTC', ${withTime ? `${date} HH24:MI:SS` : date})`;
}

/**
 * A cell that names a code (a status, a type): the texts are escaped here, once, as `cellOf` would escape them;
 * `otherwise` covers every other value (null included).
 */
export function choiceCell(value: SQL, choices: [code: string | number | boolean, text: string][], otherwise: string): SQL {
  const text = (label: string) => (label === '' ? sql`null` : sql`${escapeFormula(label)}`);
  if (choices.length === 0) return text(otherwise);
  const whens = choices.map(([code, label]) => sql`when (${value}) = ${code} then ${text(label)}`);
  return sql`case ${sql.join(whens, sql` `)} else ${text(otherwise)} end`;
}

/** encodeURIComponent's unreserved characters: an id made of these only (every generated one) is used as it is. */
const URI_UNRESERVED = sql.raw(`'^[A-Za-z0-9_.!~*''()-]*$'`);
const URI_UNRESERVED_CHAR = sql.raw(`'^[A-Za-z0-9_.!~*''()-]$'`);

/** `encodeURIComponent` in SQL: every other character as the %XX of its UTF-8 bytes. */
export function uriComponent(value: SQL): SQL {
  return sql`case when ${value} ~ ${URI_UNRESERVED} then ${value} else (
    select string_agg(case when c ~ ${URI_UNRESERVED_CHAR} then c
                           else upper(regexp_replace(encode(convert_to(c, 'UTF8'), 'hex'), '(..)', '%\\1', 'g')) end, '' order by n)
    from unnest(string_to_array(${value}, null)) with ordinality as u(c, n)) end`;
}
