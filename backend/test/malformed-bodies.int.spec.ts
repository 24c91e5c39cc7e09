// Every malformed body a careless or hostile client could send to the account endpoints: each gets
// a 400 with a message, never a 500, and nothing is appended to the log.
import request from 'supertest';
import { createTestApp, type TestApp } from '../src/platform/testing/test-app.js';
import { commandEventCount } from '../src/platform/testing/event-counts.js';
import { clientAddress, ensureDemoAccounts } from '../src/platform/testing/callers.js';

type Body = Record<string, unknown>;
let emails = 0;
const uniqueEmail = () => `malformed.${process.pid}.${++emails}@example.com`;
const VALID: Record<string, Body> = {
  '/api/signup': { firstName: 'Nani', lastName: 'Akana', email: 'nani@example.com', phoneNumber: '8085551234', company: 'Aloha Kia', password: 'long enough' },
  '/api/login': { email: 'nani@example.com', password: 'long enough' },
  '/api/forgot-password': { email: 'nani@example.com' },
  '/api/reset-password': { token: 'abc', password: 'long enough' },
  '/api/admin/login': { email: 'admin@example.com', password: 'long enough' },
};

const WRONG_TYPES: unknown[] = [42, true, null, ['x'], { nested: 'x' }];

type Case = [endpoint: string, description: string, body: string | Body, contentType: string];

const cases: Case[] = Object.entries(VALID).flatMap(([endpoint, valid]) => {
  const json = 'application/json';
  const out: Case[] = [
    [endpoint, 'an empty object', {}, json],
    [endpoint, 'an unknown field', { ...valid, isAdmin: true }, json],
    [endpoint, 'broken JSON', '{"email": ', json],
    [endpoint, 'a JSON array', '[1,2,3]', json],
    [endpoint, 'a JSON string', '"hello"', json],
    [endpoint, 'a form post', new URLSearchParams(valid as Record<string, string>).toString(), 'application/x-www-form-urlencoded'],
    [endpoint, 'plain text', JSON.stringify(valid), 'text/plain'],
    [endpoint, 'a body over 100 kB', JSON.stringify({ ...valid, filler: 'x'.repeat(150_000) }), json],
  ];
  for (const field of Object.keys(valid)) {
    const { [field]: _dropped, ...missing } = valid;
    out.push([endpoint, `no ${field}`, missing, json]);
    out.push([endpoint, `a 50,000-character ${field}`, { ...valid, [field]: 'x'.repeat(50_000) }, json]);
    for (const wrong of WRONG_TYPES) out.push([endpoint, `${field} = ${JSON.stringify(wrong)}`, { ...valid, [field]: wrong }, json]);
  }
  return out;
});

describe('malformed request bodies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ queue: 'postgres' });
    await ensureDemoAccounts(t);
  });
  afterAll(() => t.close());

  const eventCount = () => commandEventCount(t);

  it.each(cases)('POST %s with %s → 400', async (endpoint, _description, body, contentType) => {
    const before = await eventCount();
    // Credential routes are rate-limited per email: each case uses an address of its own.
    if (typeof body !== 'string' && typeof body.email === 'string' && body.email.includes('@')) body = { ...body, email: uniqueEmail() };
    const res = await request(t.app.getHttpServer())
      .post(endpoint)
      .set('x-forwarded-for', clientAddress())
      .set('content-type', contentType)
      .send(typeof body === 'string' ? body : JSON.stringify(body));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, message: expect.any(String) });
    expect(res.body.message.length).toBeGreaterThan(5);
    expect(res.body.message).not.toMatch(/stack|at \w+ \(|Error:/);
    expect(await eventCount()).toBe(before);
  });

  it('names the rule that failed, in the spec\'s words', async () => {
    const send = (endpoint: string, body: Body) =>
      request(t.app.getHttpServer()).post(endpoint).set('x-forwarded-for', clientAddress()).send(body).then((res) => res.body.message);
    const signup = () => ({ ...VALID['/api/signup']!, email: uniqueEmail() });
    expect(await send('/api/signup', { ...signup(), firstName: '  ' })).toBe('First name is required');
    expect(await send('/api/signup', { ...signup(), lastName: '' })).toBe('Last name is required');
    expect(await send('/api/signup', { ...signup(), email: 'not-an-email' })).toBe('Please enter a valid email address');
    expect(await send('/api/signup', { ...signup(), phoneNumber: '808555' })).toBe('Phone number must be at least 10 digits');
    expect(await send('/api/signup', { ...signup(), company: '' })).toBe('Company is required');
    expect(await send('/api/signup', { ...signup(), company: 'Some Other Dealer' })).toBe('Please choose your dealership from the list');
    expect(await send('/api/signup', { ...signup(), password: 'short' })).toBe('Password must be at least 8 characters');
    expect(await send('/api/signup', { ...signup(), password: 'x'.repeat(129) })).toBe('Password must be at most 128 characters');
    expect(await send('/api/login', { email: 'nope', password: 'x' })).toBe('Please enter a valid email address');
    expect(await send('/api/login', { email: uniqueEmail(), password: '' })).toBe('Password is required');
    expect(await send('/api/admin/login', { email: '', password: 'x' })).toBe('Email is required');
    expect(await send('/api/admin/login', { email: uniqueEmail(), password: '' })).toBe('Password is required');
    expect(await send('/api/reset-password', { token: '', password: 'long enough' })).toBe('This password reset link is invalid or has expired.');
  });
});
