// CSV downloads: every CSV route writes through csvStream, so that each one is RFC 4180 (a header row, CRLF
// line ends, fields with commas, quotes or line breaks quoted, quotes doubled), streamed row by row with the
// response's back-pressure (a year of payouts is never one string in memory), and safe to open in a spreadsheet:
// a text cell that a spreadsheet would read as a formula gets a leading apostrophe (safeCell, as OWASP advises
// for CSV injection). No business rules here.
import { PassThrough, Readable, pipeline } from 'node:stream';
import { StreamableFile } from '@nestjs/common';
import { stringify } from 'csv-stringify';

/** One column of a CSV: the row's field and the header text. */
export type CsvColumn<Row> = { key: keyof Row & string; header: string };

/** What a CSV cell may hold; null and undefined are an empty cell, a Date its ISO-8601 UTC instant. */
export type CsvValue = string | number | boolean | bigint | Date | null | undefined;

/** The characters a spreadsheet reads as the start of a formula (tab and carriage return too, per OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell as it may go into a CSV: one starting with = + - @, a tab or a carriage return gets a leading
 * apostrophe, so that `=HYPERLINK("http://x","y")` reads back as `'=HYPERLINK("http://x","y")` and a spreadsheet
 * shows it as text instead of running it. Quoting is csv-stringify's job, not this one's.
 */
export function safeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * The rows as CSV text, header row first, in the columns' order. Text cells pass through safeCell; numbers,
 * booleans and bigints as written by String (a number is never a formula, so "-12" stays a number); Dates as
 * ISO-8601 UTC. An error while reading the rows destroys the stream with it (the download ends short instead of
 * looking complete).
 */
export function csvStream<Row extends Record<string, unknown>>(rows: AsyncIterable<Row> | Iterable<Row>, columns: readonly CsvColumn<Row>[]): Readable {
  const stringifier = stringify({
    header: true,
    columns: columns.map(({ key, header }) => ({ key, header })),
    record_delimiter: 'windows',
    cast: {
      string: (value) => safeCell(value),
      date: (value) => value.toISOString(),
      boolean: (value) => String(value),
      bigint: (value) => String(value),
      number: (value) => String(value),
    },
  });
  const out = new PassThrough();
  pipeline(Readable.from(rows, { objectMode: true }), stringifier, out, () => {
    // pipeline has already destroyed `out` with the error (the response ends short); nothing else to release.
  });
  return out;
}

/** A CSV download as a route's answer: text/csv in UTF-8, saved as `filename`. */
export function csvFile(stream: Readable, filename: string): StreamableFile {
  return new StreamableFile(stream, { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${filename}"` });
}
