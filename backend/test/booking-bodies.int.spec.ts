// Every field of both booking endpoints missing, of the wrong type, too long, carrying an injection
// attempt where it cannot be valid, or a name broken over lines: 400 with the spec's message (the
// single-line rule's for the last), and no event appended.
import request from 'supertest';
import {
  ACK_CONTACT_REQUIRED,
  ACK_DISCOUNT_REQUIRED,
  ACK_SERVICE_AREA_REQUIRED,
  CUSTOMER_EMAIL_INVALID,
  CUSTOMER_FIRST_NAME_REQUIRED,
  CUSTOMER_LAST_NAME_REQUIRED,
  CUSTOMER_PHONE_INVALID,
  DATE_REQUIRED,
  INVALID_TINT_PACKAGE,
  MAKE_REQUIRED,
  MODEL_REQUIRED,
  SINGLE_LINE_REQUIRED,
  TIME_REQUIRED,
  YEAR_REQUIRED,
} from '@tint/libs/validation-messages';
import { CUSTOMER, weekdayAhead } from './support/bookings.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { commandEventCount } from './support/event-counts.js';
import { clientAddress, ensureDemoAccounts } from './support/callers.js';
import { DEMO_SALESPERSON } from '../src/modules/auth/demo-accounts.js';
import { SESSION_COOKIE, Sessions } from '../src/modules/auth/sessions.js';

const { customerEmail: _email, ...withoutEmail } = CUSTOMER;
const COMMON = { ...withoutEmail, tintPackageId: 'ceramic', appointmentDate: weekdayAhead(1), appointmentTime: '8:30 AM' };
const VALID: Record<string, Record<string, unknown>> = {
  '/api/appointments': { ...COMMON, customerEmail: 'lani@example.com', acknowledgeContact: true, acknowledgeServiceArea: true, acknowledgeDiscountPolicy: true },
  '/api/test-appointments': { ...COMMON, customerEmail: 'lani@example.com' },
};

/** The spec's message when the field is missing. */
const WHEN_MISSING: Record<string, string> = {
  customerFirstName: CUSTOMER_FIRST_NAME_REQUIRED,
  customerLastName: CUSTOMER_LAST_NAME_REQUIRED,
  customerEmail: CUSTOMER_EMAIL_INVALID,
  customerPhone: CUSTOMER_PHONE_INVALID,
  vehicleYear: YEAR_REQUIRED,
  vehicleMake: MAKE_REQUIRED,
  vehicleModel: MODEL_REQUIRED,
  tintPackageId: INVALID_TINT_PACKAGE,
  appointmentDate: DATE_REQUIRED,
  appointmentTime: TIME_REQUIRED,
  acknowledgeContact: ACK_CONTACT_REQUIRED,
  acknowledgeServiceArea: ACK_SERVICE_AREA_REQUIRED,
  acknowledgeDiscountPolicy: ACK_DISCOUNT_REQUIRED,
};
const INJECTIONS: Record<string, string> = {
  customerEmail: "x@example.com' OR '1'='1",
  customerPhone: "'; DROP TABLE events; --",
  vehicleYear: '1 OR 1=1',
  tintPackageId: "ceramic'; --",
  appointmentDate: "2026-12-01' OR 'a'='a",
  appointmentTime: '<script>alert(1)</script>',
};

/** Names and the vehicle are one line (notes elsewhere may keep line breaks). */
const ONE_LINE = ['customerFirstName', 'customerLastName', 'vehicleMake', 'vehicleModel'];

type Case = [endpoint: string, description: string, body: Record<string, unknown>, message: string | undefined];
const cases: Case[] = Object.entries(VALID).flatMap(([endpoint, valid]) =>
  Object.keys(valid).flatMap((field): Case[] => {
    const { [field]: _omitted, ...missing } = valid;
    const out: Case[] = [
      [endpoint, `no ${field}`, missing, endpoint === '/api/test-appointments' && field === 'customerEmail' ? 'accepted' : WHEN_MISSING[field]],
      [endpoint, `${field} as a number`, { ...valid, [field]: 42 }, undefined],
      [endpoint, `${field} as an object`, { ...valid, [field]: { $gt: '' } }, undefined],
      [endpoint, `${field} 5,000 characters long`, { ...valid, [field]: 'x'.repeat(5000) }, undefined],
    ];
    if (INJECTIONS[field]) out.push([endpoint, `${field} with an injection`, { ...valid, [field]: INJECTIONS[field] }, undefined]);
    if (ONE_LINE.includes(field)) {
      out.push([endpoint, `${field} with a tab inside`, { ...valid, [field]: 'Ka\ti' }, SINGLE_LINE_REQUIRED]);
      out.push([endpoint, `${field} over two lines`, { ...valid, [field]: 'Ka\r\ni' }, SINGLE_LINE_REQUIRED]);
    }
    return out;
  }),
);

describe('booking bodies', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ queue: 'postgres' });
    await ensureDemoAccounts(t);
    const [{ id }] = await t.dataSource.query<{ id: string }[]>('SELECT id FROM accounts_salespeople WHERE email = $1', [DEMO_SALESPERSON.email]);
    cookie = `${SESSION_COOKIE}=${await t.app.get(Sessions).create(id)}`;
  });
  afterAll(() => t.close());

  const eventCount = () => commandEventCount(t);

  it.each(cases.filter((c) => c[3] !== 'accepted'))('POST %s with %s → 400', async (endpoint, _description, body, message) => {
    const before = await eventCount();
    const res = await request(t.app.getHttpServer()).post(endpoint).set('cookie', cookie).set('x-forwarded-for', clientAddress()).send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, message: message ?? expect.any(String) });
    expect(res.body.message).not.toMatch(/Error|stack|undefined/);
    expect(await eventCount()).toBe(before);
  });

  it('lets the test page leave the email out', async () => {
    const { customerEmail: _none, ...body } = VALID['/api/test-appointments']!;
    const res = await request(t.app.getHttpServer()).post('/api/test-appointments').set('x-forwarded-for', clientAddress()).send({ ...body, appointmentTime: '12:30 PM' });
    expect(res.status).toBe(201);
    expect(res.body.customerEmail).toBeNull();
  });
});
