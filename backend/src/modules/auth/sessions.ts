// Salesperson sessions: a random token in an HTTP-only SameSite cookie, only its SHA-256 kept in
// Postgres, so a session can be revoked server-side. Expires after 7 idle days and 30 days in all.
// A session found is remembered in this process for a few seconds (SESSION_CACHE_MS), so a salesperson's
// requests do not each pay a database round trip to say who is asking (issue 15). Every revocation made here
// (logout, a new sign-in, a password reset) forgets it at once in this process; another API process honours
// it within SESSION_CACHE_MS at most.
import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { SESSION_COOKIE, type SalespersonPrincipal } from '../../platform/http/access.js';
import { Clock } from '../../platform/clock.js';
import { Housekeeping } from '../../platform/housekeeping/housekeeping.service.js';

export { SESSION_COOKIE };
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
const TOUCH_AFTER_MS = 60 * 1000;
/** How long a found session is trusted without asking the database again. */
export const SESSION_CACHE_MS = 5_000;
/** Sessions remembered at most: the oldest is dropped first (a flood of cookies cannot grow the memory). */
const SESSION_CACHE_SIZE = 10_000;

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

type SessionRow = {
  token_hash: string;
  last_seen_at: Date;
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  company: string;
  phone_number: string;
};

@Injectable()
export class Sessions implements OnModuleInit {
  private readonly found = new Map<string, { principal: SalespersonPrincipal; until: number }>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly housekeeping: Housekeeping,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.housekeeping.register({
      name: 'expired-sessions',
      run: async () => {
        const [, count] = await this.dataSource.query(
          `DELETE FROM sessions WHERE expires_at < now() OR revoked_at IS NOT NULL OR last_seen_at < now() - $1 * interval '1 millisecond'`,
          [SESSION_IDLE_MS],
        );
        return Number(count ?? 0);
      },
    });
  }

  /** The session cookie's attributes (`maxAge` in seconds, as cookies count it). */
  cookieOptions(): CookieSerializeOptions {
    return { httpOnly: true, sameSite: 'lax', secure: this.config.isProduction, path: '/', maxAge: SESSION_ABSOLUTE_MS / 1000 };
  }

  /** Starts a session; returns the cookie value. */
  async create(salespersonId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.dataSource.query(
      `INSERT INTO sessions (token_hash, salesperson_id, expires_at) VALUES ($1, $2, now() + $3 * interval '1 millisecond')`,
      [sha256(token), salespersonId, SESSION_ABSOLUTE_MS],
    );
    return token;
  }

  /** The signed-in salesperson for a cookie value, or null when it is unknown, revoked or expired. */
  /**
   * Whether the session of this hash still stands (not signed out, revoked, expired or idle), without counting as a
   * visit: an open live stream asks it at each heartbeat, and a tab left open must still idle out.
   */
  async isLive(tokenHash: string): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>(
      `SELECT 1 FROM sessions WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()
         AND last_seen_at > now() - $2 * interval '1 millisecond'`,
      [tokenHash, SESSION_IDLE_MS],
    );
    if (rows.length === 0) this.found.delete(tokenHash);
    return rows.length > 0;
  }

  async resolve(token: string | undefined): Promise<SalespersonPrincipal | null> {
    if (!token || token.length > 200) return null;
    const tokenHash = sha256(token);
    const remembered = this.found.get(tokenHash);
    if (remembered && remembered.until > this.clock.now().getTime()) return remembered.principal;
    this.found.delete(tokenHash);
    const [row] = await this.dataSource.query<SessionRow[]>(
      `SELECT s.token_hash, s.last_seen_at, a.id, a.first_name, a.last_name, a.email, a.company, a.phone_number
       FROM sessions s JOIN accounts_salespeople a ON a.id = s.salesperson_id
       WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()
         AND s.last_seen_at > now() - $2 * interval '1 millisecond'`,
      [tokenHash, SESSION_IDLE_MS],
    );
    if (!row) return null;
    if (Date.now() - row.last_seen_at.getTime() > TOUCH_AFTER_MS) {
      await this.dataSource.query('UPDATE sessions SET last_seen_at = now() WHERE token_hash = $1', [row.token_hash]);
    }
    const principal: SalespersonPrincipal = {
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      company: row.company,
      phoneNumber: row.phone_number,
      sessionTokenHash: row.token_hash,
    };
    if (this.found.size >= SESSION_CACHE_SIZE) this.found.delete(this.found.keys().next().value!);
    this.found.set(tokenHash, { principal, until: this.clock.now().getTime() + SESSION_CACHE_MS });
    return principal;
  }

  async revoke(token: string | undefined): Promise<void> {
    if (!token) return;
    this.found.delete(sha256(token));
    await this.dataSource.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [sha256(token)]);
  }

  /** Drops what this process remembers of a salesperson's sessions (after they were revoked in a transaction). */
  forgetAllFor(salespersonId: string): void {
    for (const [tokenHash, { principal }] of this.found) if (principal.id === salespersonId) this.found.delete(tokenHash);
  }
}
