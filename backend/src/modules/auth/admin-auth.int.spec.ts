import jwt from 'jsonwebtoken';
import request from 'supertest';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { clientAddress } from '../../../test/support/callers.js';
import { Housekeeping } from '../../platform/housekeeping/housekeeping.service.js';
import { DEMO_ADMIN, DemoAccounts } from './demo-accounts.js';

describe('admin accounts', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());
  const login = (body: object) => http().post('/api/admin/login').set('x-forwarded-for', clientAddress()).send(body);

  beforeAll(async () => {
    t = await createTestApp({ queue: 'postgres' });
  });
  afterAll(() => t.close());

  it('seeds the demo accounts once, however often the seed runs', async () => {
    await t.app.get(DemoAccounts).ensure();
    await t.app.get(DemoAccounts).ensure();
    expect(await t.dataSource.query('SELECT count(*)::int AS n FROM admins_accounts')).toEqual([{ n: 1 }]);
    expect(await t.dataSource.query('SELECT count(*)::int AS n FROM accounts_salespeople')).toEqual([{ n: 1 }]);
    const [event] = await t.dataSource.query<{ type: string; actor: unknown }[]>("SELECT type, metadata->'actor' AS actor FROM events WHERE type = 'AdminCreated'");
    expect(event).toEqual({ type: 'AdminCreated', actor: { type: 'system', id: 'demo-seed' } });
  });

  it('signs an admin in with a bearer token and the name to show, and out again on the server', async () => {
    const res = await login({ email: DEMO_ADMIN.email.toUpperCase(), password: DEMO_ADMIN.password }).expect(200);
    expect(res.body).toEqual({ token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/), user: { firstName: 'Leilani', lastName: 'Kahale', email: DEMO_ADMIN.email } });
    const bearer = { authorization: `Bearer ${res.body.token}` };
    const payload = JSON.parse(Buffer.from(res.body.token.split('.')[1], 'base64url').toString());
    expect(payload.exp - payload.iat).toBe(4 * 60 * 60);

    await http().get('/api/admin/me').set(bearer).expect(200, { firstName: 'Leilani', lastName: 'Kahale', email: DEMO_ADMIN.email });
    await http().post('/api/logout').set(bearer).expect(204);
    await http().get('/api/admin/me').set(bearer).expect(401);
    // Revocations outlive nothing: housekeeping drops them once the token would have expired.
    await t.dataSource.query("UPDATE admin_token_revocations SET expires_at = now() - interval '1 second'");
    expect((await t.app.get(Housekeeping).runAll())['expired-admin-token-revocations']).toBe(1);
  });


  it('takes a token signed with JWT_SECRET as given (one from before the secret became a key object), and refuses one signed with another secret', async () => {
    const res = await login({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }).expect(200);
    const claims = JSON.parse(Buffer.from(res.body.token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
    const { jwtSecret } = t.app.get<AppConfig>(APP_CONFIG);
    const signedWithString = jwt.sign(claims, jwtSecret, { algorithm: 'HS256' });
    await http().get('/api/admin/me').set({ authorization: `Bearer ${signedWithString}` }).expect(200);
    const forged = jwt.sign(claims, `${jwtSecret}-not`, { algorithm: 'HS256' });
    await http().get('/api/admin/me').set({ authorization: `Bearer ${forged}` }).expect(401);
  });
  it('answers a wrong password with the spec message and no token', async () => {
    const res = await login({ email: DEMO_ADMIN.email, password: 'not it at all' }).expect(401);
    expect(res.body).toEqual({ statusCode: 401, message: 'Invalid admin credentials. Please try again.' });
    const salespersonAsAdmin = await login({ email: 'demo@tintportal.test', password: 'Demo123!demo' }).expect(401);
    expect(salespersonAsAdmin.body.message).toBe('Invalid admin credentials. Please try again.');
  });

  it('cleans up expired salesperson sessions', async () => {
    const session = await http().post('/api/login').set('x-forwarded-for', clientAddress()).send({ email: 'demo@tintportal.test', password: 'Demo123!demo' }).expect(200);
    expect(session.headers['set-cookie']).toBeDefined();
    await t.dataSource.query("UPDATE sessions SET last_seen_at = now() - interval '8 days'");
    expect((await t.app.get(Housekeeping).runAll())['expired-sessions']).toBeGreaterThanOrEqual(1);
    expect(await t.dataSource.query('SELECT count(*)::int AS n FROM sessions')).toEqual([{ n: 0 }]);
  });
});
