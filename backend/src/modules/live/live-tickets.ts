// An admin's tickets for the live stream: random, single-use, valid LIVE_TICKET_TTL_MS. Taking one deletes it in the
// same statement, so two streams never open with one ticket, whichever replica each reaches.
import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { LIVE_TICKET_TTL_MS, type LiveTicket } from '@tint/libs/live';
import type { AdminPrincipal } from '../../platform/http/access.js';
import { sha256 } from '../auth/sessions.js';

export type TicketHolder = Pick<AdminPrincipal, 'id' | 'jti' | 'expiresAt'>;

@Injectable()
export class LiveTickets {
  constructor(private readonly dataSource: DataSource) {}

  async issue(admin: AdminPrincipal): Promise<LiveTicket> {
    const ticket = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + LIVE_TICKET_TTL_MS);
    // Tickets never taken go with the next one issued.
    await this.dataSource.query('DELETE FROM live_tickets WHERE expires_at < now()');
    await this.dataSource.query('INSERT INTO live_tickets (token_hash, admin_id, admin_jti, admin_expires_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [
      sha256(ticket),
      admin.id,
      admin.jti,
      admin.expiresAt,
      expiresAt,
    ]);
    return { ticket, expiresAt: expiresAt.toISOString() };
  }

  /** The admin of a ticket not yet taken nor expired, taking it; null otherwise. */
  async take(ticket: string): Promise<TicketHolder | null> {
    const [row] = await this.dataSource.query<{ admin_id: string; admin_jti: string; admin_expires_at: Date; fresh: boolean }[]>(
      // As a SELECT over the deletion: TypeORM answers a bare DELETE … RETURNING with its row count beside the rows.
      'WITH taken AS (DELETE FROM live_tickets WHERE token_hash = $1 RETURNING *) SELECT admin_id, admin_jti, admin_expires_at, expires_at > now() AS fresh FROM taken',
      [sha256(ticket)],
    );
    if (!row?.fresh) return null;
    return { id: row.admin_id, jti: row.admin_jti, expiresAt: row.admin_expires_at };
  }
}
