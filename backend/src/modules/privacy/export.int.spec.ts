// GET /api/me/export: a salesperson downloads what the portal holds about them, and nobody else's.
import type { PersonalDataExport } from '@tint/libs/api-types';
import { MY_DATA_EXPORT_PATH, myDataFileName } from '@tint/libs/constants';
import { todayInZone } from '@tint/libs/slots';
import request from 'supertest';
import { bookingBody, weekdayAhead } from '../../../test/support/bookings.js';
import { commandEventCount } from '../../../test/support/event-counts.js';
import { signedUpSalesperson } from '../../../test/support/salespeople.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';

describe('a salesperson exports their own data', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());

  const salesperson = (firstName: string) => signedUpSalesperson(t, firstName, 'Exporter');

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
    expect(data.payoutProfile).toBeNull();
    // Nobody else's customers, and reading writes nothing.
    expect(JSON.stringify(data)).not.toContain('Pualani');
    expect(JSON.stringify(data)).not.toContain(noe.email);
    expect(await commandEventCount(t)).toBe(events);
  });

  it('is refused without a session', async () => {
    await http().get(MY_DATA_EXPORT_PATH).expect(401);
  });
});
