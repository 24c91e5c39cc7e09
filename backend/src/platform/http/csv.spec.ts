import { parse } from 'csv-parse/sync';
import { csvStream, safeCell } from './csv.js';

async function textOf(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

type Row = { name: string; amount: number; paid: boolean; at: Date | null; note: string | undefined };
const COLUMNS = [
  { key: 'name', header: 'Name' },
  { key: 'amount', header: 'Amount' },
  { key: 'paid', header: 'Paid' },
  { key: 'at', header: 'At' },
  { key: 'note', header: 'Note' },
] as const;

describe('safeCell', () => {
  it('puts an apostrophe before a cell a spreadsheet would read as a formula', () => {
    for (const cell of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx']) expect(safeCell(cell)).toBe(`'${cell}`);
  });

  it('leaves every other cell as it is', () => {
    for (const cell of ['', 'Malia Kahale', "'=quoted already", ' =1', 'a=b', '😀']) expect(safeCell(cell)).toBe(cell);
  });
});

describe('csvStream', () => {
  it('writes RFC 4180 with a header row that a CSV parser reads back cell for cell', async () => {
    async function* rows(): AsyncGenerator<Row> {
      yield { name: 'Kahale, "Malia"\nʻOhana 🌺', amount: 25.5, paid: true, at: new Date('2030-06-03T18:30:00Z'), note: undefined };
      yield { name: '=HYPERLINK("http://x","y")', amount: -3, paid: false, at: null, note: '@home' };
    }
    const text = await textOf(csvStream(rows(), COLUMNS));
    expect(text.startsWith('Name,Amount,Paid,At,Note\r\n')).toBe(true);
    expect(parse(text)).toEqual([
      ['Name', 'Amount', 'Paid', 'At', 'Note'],
      ['Kahale, "Malia"\nʻOhana 🌺', '25.5', 'true', '2030-06-03T18:30:00.000Z', ''],
      ['\'=HYPERLINK("http://x","y")', '-3', 'false', '', "'@home"],
    ]);
  });

  it('writes the header row alone for no rows, from an array as well as a generator', async () => {
    expect(await textOf(csvStream([] as Row[], COLUMNS))).toBe('Name,Amount,Paid,At,Note\r\n');
  });

  it('ends with an error, not a complete-looking file, when reading the rows fails', async () => {
    async function* rows(): AsyncGenerator<Row> {
      yield { name: 'one', amount: 1, paid: true, at: null, note: undefined };
      throw new Error('database went away');
    }
    await expect(textOf(csvStream(rows(), COLUMNS))).rejects.toThrow('database went away');
  });
});
