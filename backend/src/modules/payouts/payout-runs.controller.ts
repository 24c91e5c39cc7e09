// Payout runs and CSV exports (issue 19, parts 1 and 2), all admin-only: pay several pending commissions in one
// action, list the runs, download a run, the paid commissions or the appointments of a date range as CSV.
import { applyDecorators, Body, Controller, Get, Headers, HttpCode, Param, ParseUUIDPipe, Post, Query, Req, type StreamableFile } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiProduces, ApiQuery } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { exportFileName, exportRangeProblem, type PayoutRun, payoutRunFileName } from '@tint/libs/payout-runs';
import type { DateString } from '@tint/libs/slots';
import { IDEMPOTENCY_KEY_INVALID, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY_REUSED, INVALID_PAYOUT_METHOD, NOTES_NOT_TEXT, PAYOUT_ALREADY_FULFILLED, PAYOUT_NOTES_TOO_LONG, PAYOUT_REFERENCE_NOT_TEXT, PAYOUT_REFERENCE_TOO_LONG, PAYOUT_REQUIRES_SERVICE, PAYOUT_RUN_NOT_FOUND, RUN_APPOINTMENT_ID_INVALID, RUN_APPOINTMENTS_DUPLICATED, RUN_APPOINTMENTS_REQUIRED, runAppointmentRefused } from '@tint/libs/validation-messages';
import { EXPORT_DATES_INVALID, EXPORT_RANGE_BACKWARDS, EXPORT_RANGE_TOO_LONG } from '@tint/libs/texts/payout-runs';
import { BadRequestError, NotFoundError } from '../../platform/errors.js';
import { Access, type AdminPrincipal, CurrentAdmin } from '../../platform/http/access.js';
import { ApiErrors } from '../../platform/http/api-docs.js';
import { csvFile } from '../../platform/http/csv.js';
import { requestMetadata } from '../../platform/http/request-metadata.js';
import { checkIdempotencyKey } from '../../platform/idempotency/idempotency-keys.js';
import { PayoutRunDto } from './payout-runs.dto.js';
import { PayoutRunsQueries } from './payout-runs.queries.js';
import { PayoutRunSchema } from './payout-runs.schemas.js';
import { RecordPayoutRunCommand } from './record-payout-run.command.js';

const RANGE_MESSAGES = { 'invalid-date': EXPORT_DATES_INVALID, 'end-before-start': EXPORT_RANGE_BACKWARDS, 'too-long': EXPORT_RANGE_TOO_LONG } as const;

/** `from` and `to` as an export's range, or the 400 that says what is wrong with them. */
function range(from: unknown, to: unknown): { from: DateString; to: DateString } {
  const problem = exportRangeProblem(from, to);
  if (problem !== null) throw new BadRequestError(RANGE_MESSAGES[problem]);
  return { from: from as DateString, to: to as DateString };
}

const runIdParam = () => new ParseUUIDPipe({ exceptionFactory: () => new NotFoundError(PAYOUT_RUN_NOT_FOUND) });
const CSV = 'text/csv';
const ApiRange = () =>
  applyDecorators(
    ApiQuery({ name: 'from', required: true, type: String, format: 'date', description: 'The first day, in the business time zone.' }),
    ApiQuery({ name: 'to', required: true, type: String, format: 'date', description: 'The last day, included.' }),
    ApiErrors(400, EXPORT_DATES_INVALID, EXPORT_RANGE_BACKWARDS, EXPORT_RANGE_TOO_LONG),
  );

@Controller('api/admin')
@Access('admin')
export class PayoutRunsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: PayoutRunsQueries,
  ) {}

  /** All or nothing: one appointment that cannot be paid fails the run, naming it, and nothing is paid. */
  @Post('payout-runs')
  @HttpCode(201)
  @ApiHeader({ name: 'Idempotency-Key', required: true, description: 'Required. A retry with the same key (a double submit) pays once and is answered as the first time.' })
  @ApiCreatedResponse({ type: PayoutRunSchema })
  @ApiErrors(
    400,
    RUN_APPOINTMENTS_REQUIRED,
    RUN_APPOINTMENT_ID_INVALID,
    RUN_APPOINTMENTS_DUPLICATED,
    INVALID_PAYOUT_METHOD,
    PAYOUT_REFERENCE_NOT_TEXT,
    PAYOUT_REFERENCE_TOO_LONG,
    NOTES_NOT_TEXT,
    PAYOUT_NOTES_TOO_LONG,
    IDEMPOTENCY_KEY_REQUIRED,
    IDEMPOTENCY_KEY_INVALID,
  )
  @ApiErrors(
    409,
    runAppointmentRefused('Malia Kahale', 'Jun 3, 2030', PAYOUT_ALREADY_FULFILLED),
    runAppointmentRefused('Malia Kahale', 'Jun 3, 2030', PAYOUT_REQUIRES_SERVICE),
    IDEMPOTENCY_KEY_REUSED,
  )
  record(
    @Body() body: PayoutRunDto,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @CurrentAdmin() admin: AdminPrincipal,
    @Req() request: FastifyRequest,
  ): Promise<PayoutRun> {
    const key = checkIdempotencyKey(idempotencyKey);
    if (key === undefined) throw new BadRequestError(IDEMPOTENCY_KEY_REQUIRED);
    return this.commands.execute(
      new RecordPayoutRunCommand(
        { appointmentIds: body.appointmentIds, payoutMethod: body.payoutMethod, reference: body.reference ?? null, notes: body.notes ?? null },
        admin.id,
        key,
        requestMetadata(request, { type: 'admin', id: admin.id }),
      ),
    );
  }

  @Get('payout-runs')
  @ApiOkResponse({ type: [PayoutRunSchema], description: 'Newest first.' })
  runs(): Promise<PayoutRun[]> {
    return this.queries.list();
  }

  @Get('payout-runs/:id/csv')
  @ApiProduces(CSV)
  @ApiOkResponse({ description: "The run's commissions as CSV, in the order it paid them.", content: { [CSV]: { schema: { type: 'string' } } } })
  @ApiErrors(404, PAYOUT_RUN_NOT_FOUND)
  async runCsv(@Param('id', runIdParam()) id: string): Promise<StreamableFile> {
    if (!(await this.queries.exists(id))) throw new NotFoundError(PAYOUT_RUN_NOT_FOUND);
    return csvFile(this.queries.runCsv(id), payoutRunFileName(id));
  }

  @Get('exports/payouts.csv')
  @ApiRange()
  @ApiProduces(CSV)
  @ApiOkResponse({ description: 'The commissions paid in the range, in the order they were paid.', content: { [CSV]: { schema: { type: 'string' } } } })
  paidExport(@Query('from') from: unknown, @Query('to') to: unknown): StreamableFile {
    const dates = range(from, to);
    return csvFile(this.queries.paidCsv(dates.from, dates.to), exportFileName('payouts', dates.from, dates.to));
  }

  @Get('exports/appointments.csv')
  @ApiRange()
  @ApiProduces(CSV)
  @ApiOkResponse({ description: 'Every appointment dated in the range, with its statuses, by date and time.', content: { [CSV]: { schema: { type: 'string' } } } })
  appointmentsExport(@Query('from') from: unknown, @Query('to') to: unknown): StreamableFile {
    const dates = range(from, to);
    return csvFile(this.queries.appointmentsCsv(dates.from, dates.to), exportFileName('appointments', dates.from, dates.to));
  }
}
