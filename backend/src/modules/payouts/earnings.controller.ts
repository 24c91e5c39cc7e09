// Year-end earnings (issue 20, admin token): GET /api/admin/earnings?year=YYYY as JSON for the Users tab's card, and
// the same as a CSV download (with the legal names, for the tax forms).
import { Controller, Get, Header, Query, type StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiQuery } from '@nestjs/swagger';
import type { YearEndEarnings } from '@tint/libs/api-types';
import { EARNINGS_YEAR_MAX, EARNINGS_YEAR_MIN, earningsFileName, parseEarningsYear } from '@tint/libs/tax';
import { EARNINGS_CSV_HEADER, NO, YES } from '@tint/libs/texts/payout-settings';
import { EARNINGS_YEAR_INVALID } from '@tint/libs/validation-messages';
import { BadRequestError } from '../../platform/errors.js';
import { Access } from '../../platform/http/access.js';
import { ApiErrors } from '../../platform/http/api-docs.js';
import { type CsvColumn, csvFile, csvStream } from '../../platform/http/csv.js';
import { earningsAnswer, EarningsQueries } from './earnings.queries.js';
import { YearEndEarningsSchema } from './earnings.schemas.js';

function yearOf(value: unknown): number {
  const year = parseEarningsYear(value);
  if (year === null) throw new BadRequestError(EARNINGS_YEAR_INVALID);
  return year;
}

const YEAR = { name: 'year', required: true, type: Number, minimum: EARNINGS_YEAR_MIN, maximum: EARNINGS_YEAR_MAX, example: 2025, description: 'A calendar year of the business time zone.' };

type CsvRow = { name: string; company: string; legalName: string; paid: string; payments: number; requires1099: string; hasLegalName: string };
const [NAME, COMPANY, LEGAL_NAME, PAID, PAYMENTS, REQUIRES, ON_FILE] = EARNINGS_CSV_HEADER;
const COLUMNS: CsvColumn<CsvRow>[] = [
  { key: 'name', header: NAME },
  { key: 'company', header: COMPANY },
  { key: 'legalName', header: LEGAL_NAME },
  { key: 'paid', header: PAID },
  { key: 'payments', header: PAYMENTS },
  { key: 'requires1099', header: REQUIRES },
  { key: 'hasLegalName', header: ON_FILE },
];

@Controller('api/admin')
@Access('admin')
export class EarningsController {
  constructor(private readonly queries: EarningsQueries) {}

  @Get('earnings')
  @ApiQuery(YEAR)
  @ApiOkResponse({ type: YearEndEarningsSchema, description: 'Everyone paid in the year, the largest total first.' })
  @ApiErrors(400, EARNINGS_YEAR_INVALID)
  async earnings(@Query('year') year: unknown): Promise<YearEndEarnings> {
    return earningsAnswer(await this.queries.forYear(yearOf(year)));
  }

  @Get('earnings.csv')
  @Header('Cache-Control', 'no-store')
  @ApiQuery(YEAR)
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'The same as CSV (Content-Disposition: attachment), with each legal name on file.', content: { 'text/csv': { schema: { type: 'string' } } } })
  @ApiErrors(400, EARNINGS_YEAR_INVALID)
  async earningsCsv(@Query('year') value: unknown): Promise<StreamableFile> {
    const year = yearOf(value);
    const { salespeople } = await this.queries.forYear(year);
    const rows = salespeople.map((entry) => ({
      name: entry.salespersonName,
      company: entry.company,
      legalName: entry.legalName ?? '',
      paid: entry.paidTotal,
      payments: entry.paymentCount,
      requires1099: entry.requires1099 ? YES : NO,
      hasLegalName: entry.hasLegalName ? YES : NO,
    }));
    return csvFile(csvStream(rows, COLUMNS), earningsFileName(year));
  }
}
