// Every malformed body a careless or hostile client could send to the account endpoints: each gets
// a 400 with a message, never a 500, and nothing is appended to the log. Text the product does not
// accept (NUL, unpaired surrogates, escape sequences, __proto__ keys, deep nesting) gets the edge's own
// message, and a name broken over lines the single-line rule's.
import request from 'supertest';
import {
  BODY_TOO_DEEP,
  COMPANY_NOT_IN_LIST,
  COMPANY_REQUIRED,
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  FIRST_NAME_REQUIRED,
  KEY_NOT_ACCEPTED,
  LAST_NAME_REQUIRED,
  PASSWORD_REQUIRED,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  PHONE_TOO_SHORT,
  RESET_LINK_INVALID,
  SINGLE_LINE_REQUIRED,
  TEXT_NOT_ACCEPTED,
} from '@tint/libs/validation-messages';
import { createTestApp, type TestApp } from './support/test-app.js';
import { commandEventCount } from './support/event-counts.js';
import { clientAddress, ensureDemoAccounts } from './support/callers.js';

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

/** The first text field of each endpoint's body, where the refused text is put. */
const TEXT_FIELD: Record<string, string> = { '/api/signup': 'firstName', '/api/login': 'email', '/api/forgot-password': 'email', '/api/reset-password': 'token', '/api/admin/login': 'email' };
const DEEP_ARRAY = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
/** With the body around it, 20,000 levels of objects, still under the 100 kB a body may have. */
const DEEP_OBJECT = `${'{"":'.repeat(19_999)}1${'}'.repeat(19_999)}`;

/** Bodies refused at the edge, before any validation, each with its exact answer. */
type EdgeCase = [endpoint: string, description: string, body: string, message: string];
const edgeCases: EdgeCase[] = Object.entries(VALID).flatMap(([endpoint, valid]): EdgeCase[] => {
  const field = TEXT_FIELD[endpoint]!;
  const { [field]: _replaced, ...rest } = valid;
  /** The raw JSON text of the body with `rawValue` (already JSON) as the field's value. */
  const withRaw = (rawValue: string) => `{${[`${JSON.stringify(field)}:${rawValue}`, ...Object.entries(rest).map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`)].join(',')}}`;
  return [
    [endpoint, `a NUL byte in ${field}`, JSON.stringify({ ...valid, [field]: 'Kai\u0000Makoa' }), TEXT_NOT_ACCEPTED],
    [endpoint, `a lone surrogate (\\ud800) in ${field}`, withRaw('"Kai\\ud800"'), TEXT_NOT_ACCEPTED],
    [endpoint, `an ESC/ANSI sequence in ${field}`, JSON.stringify({ ...valid, [field]: '\u001b[31mKai\u001b[0m' }), TEXT_NOT_ACCEPTED],
    [endpoint, 'a __proto__ key', `{"__proto__":{"isAdmin":true},${JSON.stringify(valid).slice(1)}`, KEY_NOT_ACCEPTED],
    [endpoint, 'an array nested 20,000 deep', DEEP_ARRAY, BODY_TOO_DEEP],
    [endpoint, 'objects nested 20,000 deep', withRaw(DEEP_OBJECT), BODY_TOO_DEEP],
  ];
});

describe('malformed request bodies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ queue: 'postgres' });
    await ensureDemoAccounts(t);
  });
  afterAll(() => t.close());

  const eventCount = () => commandEventCount(t);

  it.each(cases)('POST %s with %s → 400 (413 when too large)', async (endpoint, description, body, contentType) => {
    const before = await eventCount();
    // Credential routes are rate-limited per email: each case uses an address of its own.
    if (typeof body !== 'string' && typeof body.email === 'string' && body.email.includes('@')) body = { ...body, email: uniqueEmail() };
    const res = await request(t.app.getHttpServer())
      .post(endpoint)
      .set('x-forwarded-for', clientAddress())
      .set('content-type', contentType)
      .send(typeof body === 'string' ? body : JSON.stringify(body));
    const status = description === 'a body over 100 kB' ? 413 : 400;
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ statusCode: status, message: expect.any(String) });
    expect(res.body.message.length).toBeGreaterThan(5);
    expect(res.body.message).not.toMatch(/stack|at \w+ \(|Error:/);
    expect(await eventCount()).toBe(before);
  });

  it.each(edgeCases)('POST %s with %s → exactly 400 and the edge\'s message', async (endpoint, _description, body, message) => {
    const before = await eventCount();
    const res = await request(t.app.getHttpServer()).post(endpoint).set('x-forwarded-for', clientAddress()).set('content-type', 'application/json').send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, message });
    expect(await eventCount()).toBe(before);
  });

  it('refuses a name or an email address broken over lines, with the single-line rule\'s message', async () => {
    const send = (body: Body) => request(t.app.getHttpServer()).post('/api/signup').set('x-forwarded-for', clientAddress()).send(body);
    const signup = () => ({ ...VALID['/api/signup']!, email: uniqueEmail() });
    const before = await eventCount();
    for (const name of ['Kai\tMakoa', 'Kai\nMakoa', 'Kai\r\nMakoa']) {
      for (const field of ['firstName', 'lastName']) expect((await send({ ...signup(), [field]: name })).body).toEqual({ statusCode: 400, message: SINGLE_LINE_REQUIRED });
    }
    expect((await send({ ...signup(), email: 'kai\n@example.com' })).status).toBe(400);
    expect(await eventCount()).toBe(before);
  });

  it('names the rule that failed, in the spec\'s words', async () => {
    const send = (endpoint: string, body: Body) =>
      request(t.app.getHttpServer()).post(endpoint).set('x-forwarded-for', clientAddress()).send(body).then((res) => res.body.message);
    const signup = () => ({ ...VALID['/api/signup']!, email: uniqueEmail() });
    expect(await send('/api/signup', { ...signup(), firstName: '  ' })).toBe(FIRST_NAME_REQUIRED);
    expect(await send('/api/signup', { ...signup(), lastName: '' })).toBe(LAST_NAME_REQUIRED);
    expect(await send('/api/signup', { ...signup(), email: 'not-an-email' })).toBe(EMAIL_INVALID);
    expect(await send('/api/signup', { ...signup(), phoneNumber: '808555' })).toBe(PHONE_TOO_SHORT);
    expect(await send('/api/signup', { ...signup(), company: '' })).toBe(COMPANY_REQUIRED);
    expect(await send('/api/signup', { ...signup(), company: 'Some Other Dealer' })).toBe(COMPANY_NOT_IN_LIST);
    expect(await send('/api/signup', { ...signup(), password: 'short' })).toBe(PASSWORD_TOO_SHORT);
    expect(await send('/api/signup', { ...signup(), password: 'x'.repeat(129) })).toBe(PASSWORD_TOO_LONG);
    expect(await send('/api/login', { email: 'nope', password: 'x' })).toBe(EMAIL_INVALID);
    expect(await send('/api/login', { email: uniqueEmail(), password: '' })).toBe(PASSWORD_REQUIRED);
    expect(await send('/api/admin/login', { email: '', password: 'x' })).toBe(EMAIL_REQUIRED);
    expect(await send('/api/admin/login', { email: uniqueEmail(), password: '' })).toBe(PASSWORD_REQUIRED);
    expect(await send('/api/reset-password', { token: '', password: 'long enough' })).toBe(RESET_LINK_INVALID);
  });
});
