// The kinds of caller the authorization tests send: each carries its own client address so the
// per-address rate limits of one case never spill into another.
import { randomUUID } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import request from 'supertest';
import type { TestApp } from './test-app.js';
import { AdminTokens } from '../../src/modules/auth/admin-tokens.js';
import { DemoAccounts, DEMO_ADMIN, DEMO_SALESPERSON } from '../../src/modules/auth/demo-accounts.js';
import { SESSION_COOKIE, Sessions, sha256 } from '../../src/modules/auth/sessions.js';

export type CallerKind = 'anonymous' | 'salesperson' | 'admin' | 'expiredAdminToken' | 'revokedAdminToken' | 'expiredSession' | 'revokedSession';
export const CALLER_KINDS: CallerKind[] = ['anonymous', 'salesperson', 'admin', 'expiredAdminToken', 'revokedAdminToken', 'expiredSession', 'revokedSession'];

export type Caller = { headers: Record<string, string> };

let address = 0;
/** A distinct client address (the app trusts X-Forwarded-For from loopback, as behind a proxy). */
export const clientAddress = (): string => `10.${(++address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;

export async function ensureDemoAccounts(t: TestApp): Promise<void> {
  await t.app.get(DemoAccounts).ensure();
}

export async function makeCaller(t: TestApp, kind: CallerKind): Promise<Caller> {
  const http = () => request(t.app.getHttpServer());
  const forwarded = { 'x-forwarded-for': clientAddress() };
  // Sessions and tokens are minted as sign-in mints them; signing in 70 times would (rightly) hit the
  // per-email sign-in limit.
  const idOf = async (table: 'accounts_salespeople' | 'admins_accounts', email: string) =>
    (await t.dataSource.query<{ id: string }[]>(`SELECT id FROM ${table} WHERE email = $1`, [email]))[0]!.id;
  const sessionCookie = async () => `${SESSION_COOKIE}=${await t.app.get(Sessions).create(await idOf('accounts_salespeople', DEMO_SALESPERSON.email))}`;
  const adminToken = async () => t.app.get(AdminTokens).issue(await idOf('admins_accounts', DEMO_ADMIN.email));
  switch (kind) {
    case 'anonymous':
      return { headers: forwarded };
    case 'salesperson':
      return { headers: { ...forwarded, cookie: await sessionCookie() } };
    case 'admin':
      return { headers: { ...forwarded, authorization: `Bearer ${await adminToken()}` } };
    case 'revokedAdminToken': {
      const token = await adminToken();
      await http().post('/api/logout').set(forwarded).set('authorization', `Bearer ${token}`).expect(204);
      return { headers: { ...forwarded, authorization: `Bearer ${token}` } };
    }
    case 'expiredAdminToken': {
      const token = await t.app.get(JwtService).signAsync({ sub: await idOf('admins_accounts', DEMO_ADMIN.email), jti: randomUUID(), exp: Math.floor(Date.now() / 1000) - 60 });
      return { headers: { ...forwarded, authorization: `Bearer ${token}` } };
    }
    case 'revokedSession': {
      const cookie = await sessionCookie();
      await http().get('/api/logout').set(forwarded).set('cookie', cookie).expect(302);
      return { headers: { ...forwarded, cookie } };
    }
    case 'expiredSession': {
      const cookie = await sessionCookie();
      await t.dataSource.query("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [sha256(cookie.split('=')[1]!)]);
      return { headers: { ...forwarded, cookie } };
    }
  }
}
