// The audit log's answer in the API docs: each class documents the libs wire type it implements.
import { ApiProperty } from '@nestjs/swagger';
import type { AuditEntry, AuditPage } from '@tint/libs/api-types';
import { AUDIT_ACTION_KINDS, type AuditActionKind } from '@tint/libs/audit';
import { ApiInstant, WireType } from '../../platform/http/api-docs.js';

@WireType()
export class AuditEntrySchema implements AuditEntry {
  @ApiProperty({ format: 'uuid', description: "The event's id." })
  id: string;

  @ApiInstant()
  at: string;

  @ApiProperty({ enum: AUDIT_ACTION_KINDS })
  kind: AuditActionKind;

  @ApiProperty({ example: 'Confirmed appointment' })
  label: string;

  @ApiProperty({ example: 'Leilani Kahale', description: "'Former admin' once the admin's name is erased." })
  adminName: string;

  @ApiProperty({ example: 'Appointment 1a2b3c4d (2026-12-01 8:30 AM)', description: "What it was about: ids, dates and times, never a customer's name or contact." })
  subject: string;

  @ApiProperty({ description: 'The request id (X-Request-Id) of the action: its events\' correlation id.' })
  requestId: string;

  @ApiProperty({ required: false, type: String, pattern: '^\\d+\\.\\d{2}$', example: '25.00', description: 'A payment or a payout run: the money.' })
  amount?: string;
}

@WireType()
export class AuditPageSchema implements AuditPage {
  @ApiProperty({ type: [AuditEntrySchema] })
  entries: AuditEntrySchema[];

  @ApiProperty({ type: String, nullable: true, description: 'The next page\'s `before`; null on the last page.' })
  nextCursor: string | null;
}
