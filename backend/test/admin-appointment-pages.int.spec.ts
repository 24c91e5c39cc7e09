// The admin's Appointment Details list a page at a time: `?limit=N` the newest N with the total in a header,
// `&before=<id>` the next page; without them the whole list the spec describes.
import { TOTAL_COUNT_HEADER } from '@tint/libs/constants';
import { APPOINTMENTS_BEFORE_INVALID, APPOINTMENTS_LIMIT_INVALID, SALESPERSON_NOT_FOUND } from '@tint/libs/validation-messages';
import request from 'supertest';
import { createTestApp, type TestApp } from './support/test-app.js';
import { type Caller, ensureDemoAccounts, makeCaller } from './support/callers.js';
import { bookingBody, weekdayAhead } from './support/bookings.js';

describe("the admin's pages of a salesperson's appointments", () => {
  let t: TestApp;
  let admin: Caller;
  let salespersonId: string;
  const http = () => request(t.app.getHttpServer());
  const list = (query = '') => http().get(`/api/admin/users/${salespersonId}/appointments${query}`).set(admin.headers);

  beforeAll(async () => {
    t = await createTestApp({ queue: 'postgres', runWorkers: false });
    await ensureDemoAccounts(t);
    admin = await makeCaller(t, 'admin');
    const salesperson = await makeCaller(t, 'salesperson');
    for (let day = 1; day <= 7; day++) {
      await http().post('/api/appointments').set(salesperson.headers).send(bookingBody({ appointmentDate: weekdayAhead(day) })).expect(201);
    }
    salespersonId = ((await http().get('/api/auth/user').set(salesperson.headers).expect(200)).body as { id: string }).id;
  });
  afterAll(() => t.close());

  it('pages through the whole list, newest first, with the total', async () => {
    const whole = await list().expect(200);
    expect(whole.headers[TOTAL_COUNT_HEADER]).toBeUndefined();
    const ids = (whole.body as { id: string }[]).map((a) => a.id);
    expect(ids).toHaveLength(7);

    const pages: string[][] = [];
    let before: string | undefined;
    for (;;) {
      const page = await list(`?limit=3${before ? `&before=${before}` : ''}`).expect(200);
      // The total comes with the first page.
      expect(page.headers[TOTAL_COUNT_HEADER]).toBe(before ? undefined : '7');
      const pageIds = (page.body as { id: string }[]).map((a) => a.id);
      if (pageIds.length === 0) break;
      pages.push(pageIds);
      before = pageIds.at(-1);
      if (pageIds.length < 3) break;
    }
    expect(pages.map((p) => p.length)).toEqual([3, 3, 1]);
    expect(pages.flat()).toEqual(ids);
  });

  it('refuses a malformed page, and shows nothing after an appointment of someone else', async () => {
    expect((await list('?limit=0').expect(400)).body.message).toBe(APPOINTMENTS_LIMIT_INVALID);
    const [first] = (await list('?limit=1').expect(200)).body as { id: string }[];
    expect((await list(`?before=${first!.id}`).expect(400)).body.message).toBe(APPOINTMENTS_BEFORE_INVALID);
    expect((await list('?limit=3&before=not-an-id').expect(400)).body.message).toBe(APPOINTMENTS_BEFORE_INVALID);
    // An appointment that is not this salesperson's (a test booking is nobody's) is no cursor into this list.
    const { acknowledgeContact: _contact, acknowledgeServiceArea: _area, acknowledgeDiscountPolicy: _discount, ...testBooking } = bookingBody({ appointmentDate: weekdayAhead(9) });
    const other = await http().post('/api/test-appointments').send(testBooking).expect(201);
    expect((await list(`?limit=3&before=${(other.body as { id: string }).id}`).expect(200)).body).toEqual([]);
    const unknown = await http().get('/api/admin/users/00000000-0000-4000-8000-000000000000/appointments?limit=3').set(admin.headers).expect(404);
    expect(unknown.body.message).toBe(SALESPERSON_NOT_FOUND);
  });
});
