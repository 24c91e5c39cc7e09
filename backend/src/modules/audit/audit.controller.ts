// The admin audit log (issue 19, part 6): GET /api/admin/audit (a page, newest first) and GET /api/admin/audit.csv
// (the whole window, streamed). Admins only, like every admin route.
import { applyDecorators, Controller, Get, Query, type StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiQuery } from '@nestjs/swagger';
import type { AuditEntry, AuditPage } from '@tint/libs/api-types';
import { AUDIT_ACTION_KINDS, AUDIT_MAX_DAYS, AUDIT_PAGE_DEFAULT, AUDIT_PAGE_MAX, type AuditActionKind, auditWindowProblem, isAuditActionKind } from '@tint/libs/audit';
import type { DateString } from '@tint/libs/slots';
import { AUDIT_CSV_HEADERS, auditCsvFilename } from '@tint/libs/texts/audit';
import { AUDIT_CURSOR_INVALID, AUDIT_LIMIT_INVALID, AUDIT_TYPE_INVALID, AUDIT_WINDOW_INVALID } from '@tint/libs/validation-messages';
import { BadRequestError } from '../../platform/errors.js';
import { Access } from '../../platform/http/access.js';
import { ApiErrors } from '../../platform/http/api-docs.js';
import { type CsvColumn, csvFile, csvStream } from '../../platform/http/csv.js';
import { AuditQueries } from './audit.queries.js';
import { AuditPageSchema } from './audit.schemas.js';

type Window = { from: DateString; to: DateString; kind?: AuditActionKind };

/** The window and the action kind of a read, or a 400 saying what is wrong. */
function parseWindow(from: unknown, to: unknown, type: unknown): Window {
  if (auditWindowProblem(from, to) !== null) throw new BadRequestError(AUDIT_WINDOW_INVALID);
  if (type !== undefined && type !== '' && !isAuditActionKind(type)) throw new BadRequestError(AUDIT_TYPE_INVALID);
  return { from: from as DateString, to: to as DateString, kind: isAuditActionKind(type) ? type : undefined };
}

function parseLimit(limit: unknown): number {
  if (limit === undefined) return AUDIT_PAGE_DEFAULT;
  const n = typeof limit === 'string' && /^\d{1,3}$/.test(limit) ? Number(limit) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > AUDIT_PAGE_MAX) throw new BadRequestError(AUDIT_LIMIT_INVALID);
  return n;
}

function parseCursor(before: unknown): string | undefined {
  if (before === undefined) return undefined;
  if (typeof before !== 'string' || !/^[1-9]\d{0,17}$/.test(before)) throw new BadRequestError(AUDIT_CURSOR_INVALID);
  return before;
}

/** A CSV row: the entry's fields, the amount empty when there is none. */
type CsvRow = { [K in keyof typeof AUDIT_CSV_HEADERS]: string };
const CSV_COLUMNS: CsvColumn<CsvRow>[] = (Object.keys(AUDIT_CSV_HEADERS) as (keyof CsvRow)[]).map((key) => ({ key, header: AUDIT_CSV_HEADERS[key] }));
const csvRow = (entry: AuditEntry): CsvRow => ({
  at: entry.at,
  kind: entry.kind,
  label: entry.label,
  adminName: entry.adminName,
  subject: entry.subject,
  amount: entry.amount ?? '',
  requestId: entry.requestId,
  id: entry.id,
});

async function* csvRows(entries: AsyncIterable<AuditEntry>): AsyncGenerator<CsvRow> {
  for await (const entry of entries) yield csvRow(entry);
}

const WindowQueries = () =>
  applyDecorators(
    ApiQuery({ name: 'from', required: true, type: String, format: 'date', example: '2026-11-21', description: 'First day (business time zone).' }),
    ApiQuery({ name: 'to', required: true, type: String, format: 'date', example: '2026-11-27', description: `Last day, on or after from; at most ${String(AUDIT_MAX_DAYS)} days.` }),
    ApiQuery({ name: 'type', required: false, enum: AUDIT_ACTION_KINDS, description: 'One kind of action only.' }),
  );

@Controller('api/admin')
@Access('admin')
export class AuditController {
  constructor(private readonly queries: AuditQueries) {}

  @Get('audit')
  @WindowQueries()
  @ApiQuery({ name: 'limit', required: false, type: 'integer', minimum: 1, maximum: AUDIT_PAGE_MAX, description: `Entries per page (default ${String(AUDIT_PAGE_DEFAULT)}).` })
  @ApiQuery({ name: 'before', required: false, type: String, description: "The previous page's nextCursor." })
  @ApiOkResponse({ type: AuditPageSchema, description: 'Newest first.' })
  @ApiErrors(400, AUDIT_WINDOW_INVALID, AUDIT_TYPE_INVALID, AUDIT_LIMIT_INVALID, AUDIT_CURSOR_INVALID)
  page(@Query('from') from: unknown, @Query('to') to: unknown, @Query('type') type: unknown, @Query('limit') limit: unknown, @Query('before') before: unknown): Promise<AuditPage> {
    const window = parseWindow(from, to, type);
    return this.queries.page({ ...window, limit: parseLimit(limit), before: parseCursor(before) });
  }

  @Get('audit.csv')
  @WindowQueries()
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'Every entry of the window, newest first, as CSV (formula-safe cells).', content: { 'text/csv': { schema: { type: 'string' } } } })
  @ApiErrors(400, AUDIT_WINDOW_INVALID, AUDIT_TYPE_INVALID)
  csv(@Query('from') from: unknown, @Query('to') to: unknown, @Query('type') type: unknown): StreamableFile {
    const window = parseWindow(from, to, type);
    return csvFile(csvStream(csvRows(this.queries.all(window)), CSV_COLUMNS), auditCsvFilename(window.from, window.to));
  }
}
