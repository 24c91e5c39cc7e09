import request from 'supertest';
import { createTestApp, type TestApp } from '../testing/test-app.js';

describe('HTTP platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ queue: 'redis' });
  });
  afterAll(() => t.close());

  it('reports the database, the queue backend and projection lag on GET /api/health', async () => {
    const res = await request(t.app.getHttpServer()).get('/api/health').expect(200);
    expect(res.body).toEqual({
      status: 'ok',
      database: { status: 'up' },
      queue: { status: 'up', backend: 'redis' },
      projections: expect.any(Array),
    });
  });

  it('tells the browser which switches are on', async () => {
    const res = await request(t.app.getHttpServer()).get('/api/client-config').expect(200);
    expect(res.body).toEqual({ testBookingEnabled: true, singleSignOnEnabled: false, businessTimeZone: 'Pacific/Honolulu' });
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

  it('answers a malformed or oversized JSON body with 400 and a clear message, never a 500', async () => {
    const bad = await request(t.app.getHttpServer()).post('/api/health').set('content-type', 'application/json').send('{"email": ');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ statusCode: 400, message: 'The request body is not valid JSON.' });

    const huge = await request(t.app.getHttpServer())
      .post('/api/health')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ notes: 'x'.repeat(200_000) }));
    expect(huge.status).toBe(400);
    expect(huge.body).toEqual({ statusCode: 400, message: 'The request body is too large.' });
  });
});
