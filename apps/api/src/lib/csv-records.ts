/** One record of a CSV file, with the line it ends on (1-based, as an editor numbers lines). */
export type CsvRecord = { cells: string[]; line: number };

/** Text that is not CSV: a quote inside an unquoted cell, text after a closing quote, a quote never closed. */
export class CsvSyntaxError extends Error {}

const QUOTE = 0x22;
const COMMA = 0x2c;
const CR = 0x0d;
const LF = 0x0a;

type State = 'cellStart' | 'unquoted' | 'quoted' | 'quoteInQuoted';

const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');

/**
 * CSV read from text given in pieces (RFC 4180: commas, double quotes, "" for a quote inside quotes; a record
 * ends at \n, \r\n or \r), each record handed to `onRecord` as soon as it is complete, so the caller can count
 * and stop at any record: nothing is kept but the record being read. Records may have any number of cells;
 * blank records (empty lines, lines of empty cells) are skipped but still count as lines.
 *
 * Written here rather than taken from csv-parse: csv-parse builds an Error (with its stack and a copy of the
 * options) for every record whose length differs from the first one's, and keeps it in the record's info,
 * which made a file of short lines cost gigabytes and minutes.
 */
export class CsvRecordReader {
  private state: State = 'cellStart';
  private cells: string[] = [];
  private cell = '';
  private started = false;
  private line = 1;
  /** A \r ended the last line: a \n right after it belongs to the same line end. */
  private afterCr = false;

  constructor(private readonly onRecord: (record: CsvRecord) => void) {}

  /** Reads the next piece of text; throws CsvSyntaxError where the text stops being CSV. */
  push(text: string): void {
    let from = 0; // where the current cell's unread characters begin in `text`
    for (let at = 0; at < text.length; at++) {
      const code = text.charCodeAt(at);
      if (this.afterCr && code === LF) {
        // Inside quotes the \n stays in the cell; between records it is dropped with the \r before it.
        this.afterCr = false;
        if (this.state === 'cellStart') from = at + 1;
        continue;
      }
      this.afterCr = false;
      const lineEnd = code === CR || code === LF;
      switch (this.state) {
        case 'cellStart':
          if (code === QUOTE) {
            this.state = 'quoted';
            from = at + 1;
          } else if (!this.endedCellAt(code, lineEnd)) {
            this.state = 'unquoted';
            from = at;
          }
          this.started ||= !lineEnd;
          break;
        case 'unquoted':
          if (code === COMMA) this.endCell(text.slice(from, at));
          else if (lineEnd) this.endRecord(text.slice(from, at), code);
          else if (code === QUOTE) throw new CsvSyntaxError(`A quote inside an unquoted cell on line ${this.line}.`);
          break;
        case 'quoted':
          if (code === QUOTE) {
            this.cell += text.slice(from, at);
            this.state = 'quoteInQuoted';
          } else if (lineEnd) {
            this.newLine(code);
          }
          break;
        case 'quoteInQuoted':
          if (code === QUOTE) {
            this.cell += '"';
            this.state = 'quoted';
            from = at + 1;
          } else if (!this.endedCellAt(code, lineEnd)) {
            throw new CsvSyntaxError(`Text after a closing quote on line ${this.line}.`);
          }
          break;
      }
      if (this.state === 'cellStart') from = at + 1;
    }
    // The cell goes on in the next piece.
    if (this.state === 'unquoted' || this.state === 'quoted') this.cell += text.slice(from);
  }

  /** The end of the text: its last record, if it had no line end. */
  end(): void {
    if (this.state === 'quoted') throw new CsvSyntaxError(`A quote opened on or before line ${this.line} is never closed.`);
    if (this.started) this.endRecord('', undefined);
  }

  /** Where a cell may end (its start, after its closing quote): a comma ends it, a line end its record too. */
  private endedCellAt(code: number, lineEnd: boolean): boolean {
    if (code === COMMA) this.endCell('');
    else if (lineEnd) this.endRecord('', code);
    else return false;
    return true;
  }

  private endCell(rest: string) {
    this.cells.push(this.cell + rest);
    this.cell = '';
    this.state = 'cellStart';
  }

  private endRecord(rest: string, lineEnd: number | undefined) {
    this.endCell(rest);
    const cells = this.cells;
    this.cells = [];
    this.started = false;
    const line = this.line;
    if (lineEnd !== undefined) this.newLine(lineEnd);
    if (!isBlank(cells)) this.onRecord({ cells, line });
  }

  private newLine(code: number) {
    this.line += 1;
    this.afterCr = code === CR;
  }
}
