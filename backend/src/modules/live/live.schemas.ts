// The live routes' answers in the API docs.
import { ApiProperty } from '@nestjs/swagger';
import type { LiveTicket } from '@tint/libs/live';
import { ApiInstant, WireType } from '../../platform/http/api-docs.js';

@WireType()
export class LiveTicketSchema implements LiveTicket {
  @ApiProperty({ description: 'Pass it as ?ticket= to GET /api/events/stream, once, within a minute.' })
  ticket: string;

  @ApiInstant('When the ticket stops opening a stream.')
  expiresAt: string;
}
