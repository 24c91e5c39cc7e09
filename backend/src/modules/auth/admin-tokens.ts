// Admin bearer tokens: short-lived JWTs (4 hours) naming the admin and a token id; logout records
// the id as revoked until the token would have expired anyway.
import { randomUUID } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { DataSource } from 'typeorm';
import type { AdminPrincipal } from '../../platform/http/access.js';
import { Housekeeping } from '../../platform/housekeeping/housekeeping.service.js';

export const ADMIN_TOKEN_TTL_SECONDS = 4 * 60 * 60;
/** The queue dashboard's pass (a cookie): an hour at most, and never longer than the admin token it was made from. */
export const QUEUE_PASS_TTL_SECONDS = 60 * 60;

/** `scope` marks a pass for one page (the queue dashboard): never accepted as a bearer token, nor a token as a pass. */
type AdminClaims = { sub: string; jti: string; exp: number; scope?: 'queues' };
type AdminRow = { id: string; first_name: string; last_name: string; email: string };

@Injectable()
export class AdminTokens implements OnModuleInit {
  constructor(
    private readonly jwt: JwtService,
    private readonly dataSource: DataSource,
    private readonly housekeeping: Housekeeping,
  ) {}

  onModuleInit(): void {
    this.housekeeping.register({
      name: 'expired-admin-token-revocations',
      run: async () => {
        const [, count] = await this.dataSource.query('DELETE FROM admin_token_revocations WHERE expires_at < now()');
        return Number(count ?? 0);
      },
    });
  }

  issue(adminId: string): Promise<string> {
    return this.jwt.signAsync({ sub: adminId, jti: randomUUID() }, { expiresIn: ADMIN_TOKEN_TTL_SECONDS, algorithm: 'HS256' });
  }

  /**
   * A pass to the queue dashboard for the admin of a live token: it carries that token's id, so revoking the token
   * (either logout) revokes the pass too. Returns the pass and how long it lasts, in seconds.
   */
  async issueQueuePass(admin: AdminPrincipal): Promise<{ pass: string; maxAgeSeconds: number }> {
    const maxAgeSeconds = Math.max(1, Math.min(QUEUE_PASS_TTL_SECONDS, Math.floor((admin.expiresAt.getTime() - Date.now()) / 1000)));
    const pass = await this.jwt.signAsync({ sub: admin.id, jti: admin.jti, scope: 'queues' }, { expiresIn: maxAgeSeconds, algorithm: 'HS256' });
    return { pass, maxAgeSeconds };
  }

  /** The admin a bearer token stands for, or null when it is invalid, expired or revoked. */
  resolve(token: string | undefined): Promise<AdminPrincipal | null> {
    return this.resolveScoped(token, undefined);
  }

  /** The admin a queue dashboard pass stands for, or null when it is invalid, expired or revoked. */
  resolveQueuePass(pass: string | undefined): Promise<AdminPrincipal | null> {
    return this.resolveScoped(pass, 'queues');
  }

  private async resolveScoped(token: string | undefined, scope: AdminClaims['scope']): Promise<AdminPrincipal | null> {
    if (!token) return null;
    let claims: AdminClaims;
    try {
      claims = await this.jwt.verifyAsync<AdminClaims>(token, { algorithms: ['HS256'] });
    } catch {
      return null;
    }
    if (claims.scope !== scope) return null;
    const [row] = await this.dataSource.query<AdminRow[]>(
      `SELECT a.id, a.first_name, a.last_name, a.email FROM admins_accounts a
       WHERE a.id = $1 AND NOT EXISTS (SELECT 1 FROM admin_token_revocations r WHERE r.jti = $2)`,
      [claims.sub, claims.jti],
    );
    if (!row) return null;
    return { id: row.id, firstName: row.first_name, lastName: row.last_name, email: row.email, jti: claims.jti, expiresAt: new Date(claims.exp * 1000) };
  }

  /** Whether the admin's token still stands (neither expired nor revoked): an open live stream asks at each heartbeat. */
  async isLive(admin: Pick<AdminPrincipal, 'id' | 'jti' | 'expiresAt'>): Promise<boolean> {
    if (admin.expiresAt.getTime() <= Date.now()) return false;
    const rows = await this.dataSource.query<unknown[]>(
      'SELECT 1 FROM admins_accounts a WHERE a.id = $1 AND NOT EXISTS (SELECT 1 FROM admin_token_revocations r WHERE r.jti = $2)',
      [admin.id, admin.jti],
    );
    return rows.length > 0;
  }

  async revoke(admin: AdminPrincipal): Promise<void> {
    await this.dataSource.query('INSERT INTO admin_token_revocations (jti, expires_at) VALUES ($1, $2) ON CONFLICT (jti) DO NOTHING', [admin.jti, admin.expiresAt]);
  }
}

export const bearerToken = (authorization: string | undefined): string | undefined => {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match?.[1];
};
