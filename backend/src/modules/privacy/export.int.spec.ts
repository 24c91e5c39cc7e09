// GET /api/me/export: a salesperson downloads what the portal holds about them, and nobody else's.
import type { PersonalDataExport } from '@tint/libs/api-types';
import { MY_DATA_EXPORT_PATH, myDataFileName } from '@tint/libs/constants';
import { todayInZone } from '@tint/libs/slots';
import request from 'supertest';
import { bookingBody, weekdayAhead } from '../../../test/support/bookings.js';
import { clientAddress } from '../../../test/support/callers.js';
import { commandEventCount } from '../../../test/support/event-counts.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { AccountsQueries } from '../auth/accounts.queries.js';
import { SESSION_COOKIE, Sessions } from '../auth/sessions.js';

describe('a salesperson exports their own data', () => {
  let t: TestApp;
  let n = 0;
  const http = () => request(t.app.getHttpServer());

  async function salesperson(firstName: string): Promise<{ cookie: string; email: string; id: string }> {
    const email = `${firstName.toLowerCase()}.export.${++n}.${Date.now()}@example.com`;
    await http()
      .post('/api/signup')
      .set('x-forwarded-for', clientAddress())
      .send({ firstName, lastName: 'Exporter', email, phoneNumber: '8085550000', company: 'Maui Toyota', password: 'long password' })
      .expect(201);
    const id = (await t.app.get(AccountsQueries).idByEmail('salesperson', email))!;
    return { cookie: `${SESSION_COOKIE}=${await t.app.get(Sessions).create(id)}`, email, id };
  }

  beforeAll(async () => {
    t = await createTestApp({ queue: 'postgres' });
  });
  afterAll(() => t.close());

  it('answers a file with their account, their bookings with the customers they entered, badges, rewards and payouts', async () => {
    const kai = await salesperson('Kai');
    const noe = await salesperson('Noe');
    await http().post('/api/appointments').set('cookie', kai.cookie).set('idempotency-key', crypto.randomUUID()).send(bookingBody({ customerFirstName: 'Makana', appointmentDate: weekdayAhead(4) })).expect(201);
    await http().post('/api/appointments').set('cookie', noe.cookie).set('idempotency-key', crypto.randomUUID()).send(bookingBody({ customerFirstName: 'Pualani', appointmentDate: weekdayAhead(5) })).expect(201);
    const events = await commandEventCount(t);

    const answer = await http().get(MY_DATA_EXPORT_PATH).set('cookie', kai.cookie).expect(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="${myDataFileName(todayInZone(new Date(), 'Pacific/Honolulu'))}"`);
    expect(answer.headers['cache-control']).toBe('no-store');
    const data = answer.body as PersonalDataExport;
    expect(data.account).toEqual({ id: kai.id, firstName: 'Kai', lastName: 'Exporter', email: kai.email, company: 'Maui Toyota', phoneNumber: '8085550000' });
    expect(data.appointments).toHaveLength(1);
    expect(data.appointments[0]).toMatchObject({ customerFirstName: 'Makana', customerLastName: 'Kealoha', customerEmail: 'lani@example.com', status: 'scheduled', payoutStatus: 'pending' });
    expect(Array.isArray(data.badges)).toBe(true);
    expect(data.rewards).toEqual(expect.objectContaining({ monthlyCompletedReferrals: 0, lifetimeCompletedReferrals: 0 }));
    expect(data.payouts.scheduledAppointments.map((appointment) => appointment.customerFirstName)).toEqual(['Makana']);
    expect(new Date(data.exportedAt).getTime()).toBeGreaterThan(0);
    // Nobody else's customers, and reading writes nothing.
    expect(JSON.stringify(data)).not.toContain('Pualani');
    expect(JSON.stringify(data)).not.toContain(noe.email);
    expect(await commandEventCount(t)).toBe(events);
  });

  it('is refused without a session', async () => {
    await http().get(MY_DATA_EXPORT_PATH).expect(401);
  });
});
