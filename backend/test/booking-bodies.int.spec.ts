// Every field of both booking endpoints missing, of the wrong type, too long, or carrying an
// injection attempt where it cannot be valid: 400 with the spec's message, and no event appended.
import request from 'supertest';
import { addDaysToDate, isWeekend, todayInZone } from '@tint/libs/slots';
import { createTestApp, type TestApp } from '../src/platform/testing/test-app.js';
import { commandEventCount } from '../src/platform/testing/event-counts.js';
import { clientAddress, ensureDemoAccounts } from '../src/platform/testing/callers.js';
import { DEMO_SALESPERSON } from '../src/modules/auth/demo-accounts.js';
import { SESSION_COOKIE, Sessions } from '../src/modules/auth/sessions.js';

let date = todayInZone(new Date(), 'Pacific/Honolulu');
do date = addDaysToDate(date, 1);
while (isWeekend(date));

const COMMON = {
  customerFirstName: 'Lani',
  customerLastName: 'Kealoha',
  customerPhone: '8085550101',
  vehicleYear: '2022',
  vehicleMake: 'Toyota',
  vehicleModel: 'Camry',
  tintPackageId: 'ceramic',
  appointmentDate: date,
  appointmentTime: '8:30 AM',
};
const VALID: Record<string, Record<string, unknown>> = {
  '/api/appointments': { ...COMMON, customerEmail: 'lani@example.com', acknowledgeContact: true, acknowledgeServiceArea: true, acknowledgeDiscountPolicy: true },
  '/api/test-appointments': { ...COMMON, customerEmail: 'lani@example.com' },
};

/** The spec's message when the field is missing. */
const WHEN_MISSING: Record<string, string> = {
  customerFirstName: 'First name is required',
  customerLastName: 'Last name is required',
  customerEmail: 'Valid email is required',
  customerPhone: 'Valid phone number is required',
  vehicleYear: 'Year is required',
  vehicleMake: 'Make is required',
  vehicleModel: 'Model is required',
  tintPackageId: 'Invalid tint package',
  appointmentDate: 'Date is required',
  appointmentTime: 'Time is required',
  acknowledgeContact: 'You must acknowledge the contact information',
  acknowledgeServiceArea: 'You must acknowledge the service area',
  acknowledgeDiscountPolicy: 'You must acknowledge the discount policy',
};
const INJECTIONS: Record<string, string> = {
  customerEmail: "x@example.com' OR '1'='1",
  customerPhone: "'; DROP TABLE events; --",
  vehicleYear: '1 OR 1=1',
  tintPackageId: "ceramic'; --",
  appointmentDate: "2026-12-01' OR 'a'='a",
  appointmentTime: '<script>alert(1)</script>',
};

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
