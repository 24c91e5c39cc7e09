// Generated hostile input against every route that reads a body, a path or a query: every field missing,
// null, of the wrong type, an array, an object, 100 kB long, holding a NUL byte, a lone surrogate, a
// control character or an escape sequence, an impossible or far-away date; whole bodies that are not
// JSON, not labelled JSON, nested 20,000 deep, carrying __proto__ or constructor keys; ids that are not
// UUIDs; junk on the sign-in callback, on the appointments' ?limit= and in the query string of every
// plain GET route; every malformed reset of the appointments. Every answer is below 500 and
// {statusCode, message} without a stack, and a refused request never appends an event.
import request from 'supertest';
import { bookingBody, weekdayAhead } from './support/bookings.js';
import { ensureDemoAccounts, makeCaller } from './support/callers.js';
import { commandEventCount } from './support/event-counts.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { OIDC_COOKIE } from '../src/modules/auth/oidc.js';

type Json = Record<string, unknown>;
type Who = 'anonymous' | 'salesperson' | 'admin';
type Route = { method: 'post' | 'patch'; path: string; who: Who; valid: Json };

const FIELD_VALUES: [string, unknown][] = [
  ['null', null],
  ['a number', 42],
  ['a boolean', true],
  ['an empty array', []],
  ['an array', ['x']],
  ['an object', { nested: 'x' }],
  ['100 kB of text', 'x'.repeat(100_000)],
  ['a NUL byte', 'Kai\u0000Makoa'],
  ['a lone high surrogate', 'Kai\ud800'],
  ['a lone low surrogate', '\udc00Kai'],
  ['a bell character', 'Kai\u0007'],
  ['an ANSI escape', '\u001b[31mKai\u001b[0m'],
  ['a C1 control', 'Kai\u0085'],
  ['DEL', 'Kai\u007f'],
  ['an impossible date', '2026-02-30'],
  ['a far date', '9999-12-31'],
  ['an ancient date', '0001-01-01'],
  ['an empty string', ''],
  ['spaces', '   '],
];

const DEEP = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;

/** Query strings no route asks for: refused text, forbidden keys, arrays and objects, broken escapes, sheer length. */
const JUNK_QUERIES = [
  'x=%00',
  'x=%ED%A0%80',
  'x=%1B[31mred',
  '%1B[31m=1',
  'x=%C2%85',
  '__proto__=1',
  '__proto__[isAdmin]=true',
  'constructor[prototype][isAdmin]=true',
  'a[]=1&a[]=2',
  'a[b][c]=1',
  'x=%',
  'x=%E0%A4%A',
  '=&&&=',
  `x=${'y'.repeat(5000)}`,
  `${'k'.repeat(2000)}=1`,
  Array.from({ length: 500 }, (_, i) => `k${String(i)}=${String(i)}`).join('&'),
];

/** Plain GET routes (no path parameter), and who may read them. */
const PLAIN_GETS: [Who, string][] = [
  ['anonymous', '/api/health'],
  ['anonymous', '/api/health/live'],
  ['anonymous', '/api/health/ready'],
  ['anonymous', '/api/client-config'],
  ['anonymous', '/api/auth/user'],
  ['anonymous', '/api/login'],
  ['salesperson', '/api/auth/user'],
  ['salesperson', '/api/appointments'],
  ['salesperson', '/api/metrics'],
  ['salesperson', '/api/leaderboard'],
  ['salesperson', '/api/rewards'],
  ['salesperson', '/api/tiers'],
  ['salesperson', '/api/badges'],
  ['salesperson', '/api/payout-details'],
  ['admin', '/api/health'],
  ['admin', '/api/admin/me'],
  ['admin', '/api/admin/users'],
  ['admin', '/api/admin/reservations'],
  ['admin', '/api/admin/pending-payouts'],
  ['admin', '/api/admin/appointment-metrics'],
  ['admin', '/api/admin/analytics'],
];

const NOT_UUIDS = ['not-a-uuid', '1', '00000000-0000-0000-0000-00000000000g', '%00', '%ED%A0%80', 'x'.repeat(300), '..%2F..%2Fetc%2Fpasswd'];

describe('hostile input, generated', () => {
  let t: TestApp;
  let headers: Record<Who, Record<string, string>>;
  let appointmentId: string;
  let sent = 0;
  const failures: string[] = [];
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await createTestApp({
      queue: 'postgres',
      env: { RATE_LIMIT_PER_MINUTE: '1000000', RATE_LIMIT_CREDENTIALS_PER_MINUTE: '1000000', RATE_LIMIT_TRACKING_PER_MINUTE: '1000000', RATE_LIMIT_TRACKING_ADDRESS_PER_MINUTE: '1000000' },
    });
    await ensureDemoAccounts(t);
    headers = { anonymous: {}, salesperson: (await makeCaller(t, 'salesperson')).headers, admin: (await makeCaller(t, 'admin')).headers };
    appointmentId = (await http().post('/api/appointments').set(headers.salesperson).send(bookingBody({ appointmentDate: weekdayAhead(2) })).expect(201)).body.id as string;
  });
  afterAll(async () => {
    console.info(`hostile input: ${String(sent)} requests sent, ${String(failures.length)} failures`);
    await t.close();
  });

  /** Sends one request and checks the answer; a refused request must leave the event log as it was. */
  async function probe(label: string, send: () => request.Test): Promise<request.Response> {
    const before = await commandEventCount(t);
    const res = await send();
    sent += 1;
    const problem =
      res.status >= 500
        ? `answered ${String(res.status)}`
        : res.status >= 400 && !(typeof res.body === 'object' && res.body?.statusCode === res.status && typeof res.body.message === 'string' && Object.keys(res.body).length === 2)
          ? `answered ${String(res.status)} without {statusCode, message}: ${res.text.slice(0, 120)}`
          : /\bat \S+ \(|node_modules|Error: |QueryFailedError|stack/.test(res.text)
            ? `leaked internals: ${res.text.slice(0, 120)}`
            : res.status >= 400 && (await commandEventCount(t)) !== before
              ? `refused (${String(res.status)}) but appended events`
              : null;
    if (problem) failures.push(`${label}: ${problem}`);
    return res;
  }

  const ROUTES = (): Route[] => [
    { method: 'post', path: '/api/signup', who: 'anonymous', valid: { firstName: 'Nani', lastName: 'Akana', email: 'nani.hostile@example.com', phoneNumber: '8085551234', company: 'Aloha Kia', password: 'long enough' } },
    { method: 'post', path: '/api/login', who: 'anonymous', valid: { email: 'nani.hostile@example.com', password: 'long enough' } },
    { method: 'post', path: '/api/forgot-password', who: 'anonymous', valid: { email: 'nani.hostile@example.com' } },
    { method: 'post', path: '/api/reset-password', who: 'anonymous', valid: { token: 'abc', password: 'long enough' } },
    { method: 'post', path: '/api/admin/login', who: 'anonymous', valid: { email: 'admin@tintportal.test', password: 'not the password' } },
    { method: 'post', path: '/api/appointments', who: 'salesperson', valid: bookingBody({ appointmentDate: weekdayAhead(4), windowOption: 'full', vehicleSize: 'sedan' }) },
    { method: 'post', path: '/api/test-appointments', who: 'anonymous', valid: { ...bookingBody({ appointmentDate: weekdayAhead(5) }), acknowledgeContact: undefined, acknowledgeServiceArea: undefined, acknowledgeDiscountPolicy: undefined } },
    { method: 'post', path: '/api/admin/reservations', who: 'admin', valid: { reservationDate: weekdayAhead(6), reservationTime: '12:30 PM', customerName: 'Fleet', notes: 'Bay 2' } },
    { method: 'post', path: `/api/admin/fulfill-payout/${appointmentId}`, who: 'admin', valid: { payoutMethod: 'zelle', notes: 'Ref 1' } },
    { method: 'patch', path: `/api/admin/appointments/${appointmentId}`, who: 'admin', valid: { status: 'completed', payoutStatus: 'fulfilled', isConfirmed: true } },
    { method: 'post', path: '/api/analytics/track', who: 'anonymous', valid: { sessionId: 'hostile-session-1', eventType: 'pricing_viewed', eventData: { screenWidth: 390, note: 'x' }, salespersonId: null } },
    { method: 'post', path: '/api/badges/check', who: 'salesperson', valid: {} },
    { method: 'post', path: '/api/logout', who: 'anonymous', valid: {} },
  ];

  it('answers every malformed body of every route with a clear 4xx and writes nothing', async () => {
    for (const route of ROUTES()) {
      const send = (body: string, contentType = 'application/json') => () =>
        http()[route.method](route.path).set(headers[route.who]).set('content-type', contentType).send(body);
      const label = (what: string) => `${route.method.toUpperCase()} ${route.path} with ${what}`;
      for (const field of Object.keys(route.valid)) {
        const { [field]: _omitted, ...without } = route.valid;
        await probe(label(`no ${field}`), send(JSON.stringify(without)));
        for (const [what, value] of FIELD_VALUES) await probe(label(`${field} = ${what}`), send(JSON.stringify({ ...route.valid, [field]: value })));
        await probe(label(`a __proto__ key beside ${field}`), send(`{"__proto__": {"isAdmin": true}, ${JSON.stringify(route.valid).slice(1)}`));
        await probe(label(`a ${field} key holding a constructor`), send(JSON.stringify({ ...route.valid, [field]: { constructor: { prototype: { isAdmin: true } } } })));
      }
      for (const [what, body, type] of [
        ['broken JSON', '{"email": ', 'application/json'],
        ['a JSON array', '[1, 2, 3]', 'application/json'],
        ['a JSON string', '"hello"', 'application/json'],
        ['JSON nested 20,000 deep', DEEP, 'application/json'],
        ['an object nested 20,000 deep', `{"a":${'{"a":'.repeat(19_999)}1${'}'.repeat(20_000)}`, 'application/json'],
        ['a form post', 'email=a%40b.co&password=x', 'application/x-www-form-urlencoded'],
        ['plain text', JSON.stringify(route.valid), 'text/plain'],
        ['a body over 100 kB', JSON.stringify({ ...route.valid, filler: 'x'.repeat(150_000) }), 'application/json'],
        ['a constructor key', JSON.stringify({ constructor: 'x', ...route.valid }), 'application/json'],
        ['a prototype key', JSON.stringify({ prototype: { polluted: true }, ...route.valid }), 'application/json'],
        ['a NUL in a key', JSON.stringify({ ...route.valid, 'is\u0000admin': true }), 'application/json'],
      ] as const) {
        await probe(label(what), send(body, type));
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(1000);
  }, 600_000);

  it('answers hostile paths and query strings with a clear 4xx', async () => {
    const paths: [Who, 'get' | 'delete', string][] = [
      ...NOT_UUIDS.flatMap((id): [Who, 'get' | 'delete', string][] => [
        ['admin', 'get', `/api/admin/users/${id}/appointments`],
        ['admin', 'get', `/api/admin/appointments/${id}/history`],
        ['admin', 'delete', `/api/admin/reservations/${id}`],
      ]),
      ...['2026-02-30', '2026-13-01', '9999-12-31', '0000-01-01', '2026-1-1', 'today', '%00', '2026-11-23%00', '%ED%A0%80', 'x'.repeat(500)].map(
        (date): [Who, 'get' | 'delete', string] => ['salesperson', 'get', `/api/available-times/${date}`],
      ),
      ...['QTD', '', '%00', '%ED%A0%80', 'mtd%1B[31m', 'x'.repeat(1000)].flatMap((period): [Who, 'get' | 'delete', string][] => [
        ['salesperson', 'get', `/api/payout-details?period=${period}`],
        ['salesperson', 'get', `/api/payout-details/${period || 'none'}`],
      ]),
      ...['someone@else.com', '%00@x.com', '%ED%A0%80', 'a'.repeat(500)].map((email): [Who, 'get' | 'delete', string] => ['salesperson', 'get', `/api/appointments?email=${email}`]),
      ['salesperson', 'get', '/api/appointments?email[]=a&email[]=b'],
      ['salesperson', 'get', '/api/appointments?email[__proto__][x]=1'],
      ['anonymous', 'get', '/api/client-config?x=%00'],
      ['anonymous', 'get', '/api/%00'],
    ];
    for (const [who, method, path] of paths) await probe(`${method.toUpperCase()} ${path.slice(0, 80)}`, () => http()[method](path).set(headers[who]));
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers junk on the sign-in callback, the list limit and every plain GET route with a clear answer', async () => {
    const junkCallbacks = [
      'code=junk&state=junk',
      'code=&state=',
      'code=%00&state=%00',
      'code=%ED%A0%80&state=x',
      'code[]=a&code[]=b&state[x]=1',
      'state=__proto__&code=constructor',
      'error=access_denied&error_description=%1B[31m',
      `code=${'c'.repeat(5000)}&state=${'s'.repeat(5000)}`,
      'iss=https%3A%2F%2Fevil.example&code=x&state=y',
    ];
    for (const query of junkCallbacks) {
      await probe(`GET /api/callback?${query.slice(0, 60)}`, () => http().get(`/api/callback?${query}`));
      // A forged flow cookie changes nothing either.
      await probe(`GET /api/callback?${query.slice(0, 60)} with a forged flow cookie`, () => http().get(`/api/callback?${query}`).set('cookie', `${OIDC_COOKIE}=s%3Aforged.signature`));
    }

    const junkLimits = ['junk', '', '0', '-1', '1.5', '1e3', '99999', '10000000000000000000000', 'NaN', 'Infinity', '0x10', ' 3', '3 ', '%00', '%ED%A0%80', 'x'.repeat(5000)];
    for (const limit of junkLimits) await probe(`GET /api/appointments?limit=${limit.slice(0, 40)}`, () => http().get(`/api/appointments?limit=${limit}`).set(headers.salesperson));
    await probe('GET /api/appointments?limit[]=1&limit[]=2', () => http().get('/api/appointments?limit[]=1&limit[]=2').set(headers.salesperson));
    await probe('GET /api/appointments?limit[n]=3', () => http().get('/api/appointments?limit[n]=3').set(headers.salesperson));
    await probe('GET /api/appointments?limit=3&limit=4', () => http().get('/api/appointments?limit=3&limit=4').set(headers.salesperson));

    for (const [who, path] of PLAIN_GETS) {
      for (const query of JUNK_QUERIES) await probe(`GET ${path}?${query.slice(0, 40)} as ${who}`, () => http().get(`${path}?${query}`).set(headers[who]));
    }
    expect(failures).toEqual([]);
  }, 300_000);

  // Last: an admin's reset that got through would clear the appointments the probes above use.
  it('answers every malformed reset of the appointments with a clear 4xx and resets nothing', async () => {
    const appointments = async () => (await http().get('/api/appointments').set(headers.salesperson).expect(200)).body as unknown[];
    const before = await appointments();
    expect(before.length).toBeGreaterThan(0);
    const reset = (who: Who | Record<string, string>) => http().delete('/api/admin/reset-appointments').set(typeof who === 'string' ? headers[who] : who);
    const variants: [string, () => request.Test][] = [
      ['signed out', () => reset('anonymous')],
      ['as a salesperson', () => reset('salesperson')],
      ['with a made-up bearer', () => reset({ authorization: 'Bearer not-a-token' })],
      ['with a bearer of junk', () => reset({ authorization: `Bearer ${'x'.repeat(5000)}` })],
      ['with an empty bearer', () => reset({ authorization: 'Bearer ' })],
      ['with basic credentials', () => reset({ authorization: 'Basic YWRtaW46YWRtaW4=' })],
      ['with a salesperson cookie and a made-up bearer', () => reset({ ...headers.salesperson, authorization: 'Bearer not-a-token' })],
      ['signed out, with a body', () => reset('anonymous').set('content-type', 'application/json').send('{"confirm":true}')],
      ['as the admin, with a form post', () => reset('admin').set('content-type', 'application/x-www-form-urlencoded').send('confirm=true')],
      ['as the admin, with plain text', () => reset('admin').set('content-type', 'text/plain').send('yes')],
      ['as the admin, with broken JSON', () => reset('admin').set('content-type', 'application/json').send('{"confirm": ')],
      ['as the admin, with JSON nested 20,000 deep', () => reset('admin').set('content-type', 'application/json').send(DEEP)],
      ['as the admin, with a __proto__ key', () => reset('admin').set('content-type', 'application/json').send('{"__proto__":{"isAdmin":true}}')],
      ['as the admin, with a NUL in the body', () => reset('admin').set('content-type', 'application/json').send(JSON.stringify({ confirm: 'yes\u0000' }))],
      ['as the admin, with a body over 100 kB', () => reset('admin').set('content-type', 'application/json').send(JSON.stringify({ filler: 'x'.repeat(150_000) }))],
      ['as the admin, with a NUL in the query', () => http().delete('/api/admin/reset-appointments?confirm=%00').set(headers.admin)],
      ['as the admin, with a __proto__ query key', () => http().delete('/api/admin/reset-appointments?__proto__=1').set(headers.admin)],
      ['as the admin, with a broken escape in the path', () => http().delete('/api/admin/reset-appointments%ED%A0%80').set(headers.admin)],
      ['as the admin, on a longer path', () => http().delete('/api/admin/reset-appointments/all').set(headers.admin)],
      ['as the admin, on a neighbouring path', () => http().delete('/api/admin/reset-appointment').set(headers.admin)],
    ];
    for (const [what, send] of variants) {
      const { status } = await probe(`DELETE /api/admin/reset-appointments ${what}`, send);
      if (status < 400) failures.push(`DELETE /api/admin/reset-appointments ${what}: answered ${String(status)}, not refused`);
    }
    expect(failures).toEqual([]);
    expect(await appointments()).toHaveLength(before.length);
  }, 120_000);
});
