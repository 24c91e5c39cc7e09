import request from 'supertest';
import { ensureDemoAccounts, makeCaller } from '../../../test/support/callers.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { Drain } from '../shutdown.js';

describe('HTTP platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ queue: 'redis' });
  });
  afterAll(() => t.close());

  it('reports the database and the queue on GET /api/health, and the projections only to an admin', async () => {
    const res = await request(t.app.getHttpServer()).get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: { status: 'up' }, queue: { status: 'up', backend: 'redis' } });

    await ensureDemoAccounts(t);
    const admin = await makeCaller(t, 'admin');
    const detailed = await request(t.app.getHttpServer()).get('/api/health').set(admin.headers).expect(200);
    expect(detailed.body).toEqual({
      status: 'ok',
      database: { status: 'up' },
      queue: { status: 'up', backend: 'redis' },
      projections: expect.arrayContaining([{ name: 'gamification', kind: 'async', lag: expect.any(Number), lagMs: expect.any(Number) }]),
    });
    const salesperson = await makeCaller(t, 'salesperson');
    expect((await request(t.app.getHttpServer()).get('/api/health').set(salesperson.headers).expect(200)).body).not.toHaveProperty('projections');
  });

  it('answers liveness and readiness without a token and without rate limits', async () => {
    for (let i = 0; i < 400; i++) await request(t.app.getHttpServer()).get('/api/health/ready').expect(200, { status: 'ready' });
    await request(t.app.getHttpServer()).get('/api/health/live').expect(200, { status: 'alive' });
  });

  it('tells the browser which switches are on', async () => {
    const res = await request(t.app.getHttpServer()).get('/api/client-config').expect(200);
    expect(res.body).toEqual({ testBookingEnabled: true, singleSignOnEnabled: false, businessTimeZone: 'Pacific/Honolulu', bookingHorizonDays: 180 });
  });

  it('gives every answer a request id, echoing a sane one from the caller', async () => {
    const own = await request(t.app.getHttpServer()).get('/api/health').set('x-request-id', 'trace-123');
    expect(own.headers['x-request-id']).toBe('trace-123');
    const generated = await request(t.app.getHttpServer()).get('/api/health').set('x-request-id', 'bad id with spaces');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers', async () => {
    const res = await request(t.app.getHttpServer()).get('/api/health');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('answers an unknown API route with 404 and {statusCode, message}', async () => {
    const res = await request(t.app.getHttpServer()).get('/api/no-such-thing').expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: expect.any(String) });
  });

  it('answers a malformed or oversized JSON body with 400 (413 when too large) and a clear message, never a 500', async () => {
    const bad = await request(t.app.getHttpServer()).post('/api/health').set('content-type', 'application/json').send('{"email": ');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ statusCode: 400, message: 'The request body is not valid JSON.' });

    const huge = await request(t.app.getHttpServer())
      .post('/api/health')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ notes: 'x'.repeat(200_000) }));
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ statusCode: 413, message: 'The request body is too large.' });
  });

  it('answers readiness 503 while the process drains, and closes each connection it answers', async () => {
    t.app.get(Drain).begin();
    await request(t.app.getHttpServer()).get('/api/health/ready').expect(503, { status: 'draining' });
    const served = await request(t.app.getHttpServer()).get('/api/client-config').expect(200);
    expect(served.headers.connection).toBe('close');
  });
});
