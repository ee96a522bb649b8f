/**
 * A cell that starts with = + - @ (or a tab or carriage return) is run as a formula by spreadsheet programs
 * when the CSV is opened, so text from users could execute there (CSV injection). A leading apostrophe makes
 * the spreadsheet show the text as text. Only strings are touched: a number such as -5 is not a formula.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function escapeCsvFormula<T>(value: T): T | string {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}
