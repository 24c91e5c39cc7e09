// Issue 18, the customer's side, end to end over HTTP on real PostgreSQL and BullMQ on Redis: the confirmation mail
// with its calendar invite and manage link (sent by a reactor from the log, never in the request), the manage page's
// reads and changes under the 48-hour rule, the race for one free slot, the salesperson's notices, the reminders,
// and a worker that dies after sending but before its commit.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import request from 'supertest';
import { CUSTOMER_CANCELLED_LABEL, type CustomerAppointment } from '@tint/libs/api-types';
import { centsToDecimal } from '@tint/libs/money';
import { fallbackPrice, priceForSelection } from '@tint/libs/prices';
import { addDaysToDate, type DateString, type SlotTime } from '@tint/libs/slots';
import { APPOINTMENT_NOT_CHANGEABLE, MANAGE_LINK_INVALID, SAME_TIME_CHOSEN } from '@tint/libs/texts/customer';
import { APPOINTMENT_CANCELLED_FINAL, DATE_NOT_BOOKABLE, INVALID_SLOT_TIME, SLOT_TAKEN } from '@tint/libs/validation-messages';
import { SHOP_CLOSED } from '@tint/libs/texts/closures';
import { calendarDate, CustomerMailsReactor } from '../src/modules/customer/customer-mails.reactor.js';
import { lockProjection } from '../src/platform/projections/projection-runner.js';
import { manageToken } from '../src/modules/customer/manage-links.js';
import { ReminderSweep } from '../src/modules/customer/reminder-sweep.js';
import { loadConfig } from '../src/config/app-config.js';
import { bookingBody } from './support/bookings.js';
import { ensureDemoAccounts, makeCaller } from './support/callers.js';
import { commandEventCount } from './support/event-counts.js';
import { signedUpSalesperson } from './support/salespeople.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { hst, TestClock } from './support/test-clock.js';
import { waitForProjections } from './support/wait-for-projections.js';

/** Each test has weeks of its own from Monday 6 January 2031 (the product's clock is the test's). */
const clock = new TestClock(hst('2031-01-06T09:00'));
const mondayOfWeek = (week: number): DateString => addDaysToDate('2031-01-06', 7 * week);
const startWeek = (week: number) => clock.set(hst(`${mondayOfWeek(week)}T09:00`));
const dayOfWeek = (week: number, weekday: number): DateString => addDaysToDate(mondayOfWeek(week), weekday);

/** The product's data folder: its mail folder (DATA_DIR/mail) is where the mails are written without SMTP_URL. */
const dataDir = mkdtempSync(path.join(tmpdir(), 'tint-customer-side-'));
// The sweep's own timer stays out of the way: each test sweeps at the moments it names.
const env = { DATA_DIR: dataDir, REMINDER_SWEEP_MS: '3600000', PUBLIC_URL: 'https://tint.example' };
const config = loadConfig({ NODE_ENV: 'test', ...env });

type Mail = { file: string; to: string; subject: string; text: string; ics?: ICAL.Component };

/** Every mail written so far (the mail folder: DATA_DIR/mail), parsed as a mail client would, its invite with it. */
async function mails(): Promise<Mail[]> {
  const dir = path.join(env.DATA_DIR, 'mail');
  let names: string[];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return [];
  }
  const parsed: Mail[] = [];
  for (const name of names) {
    const raw = readFileSync(path.join(dir, name));
    const mail = await simpleParser(raw);
    const attachment = mail.attachments.find((a) => a.contentType === 'text/calendar');
    parsed.push({
      file: name,
      to: (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.text ?? '',
      subject: mail.subject ?? '',
      text: mail.text ?? '',
      ...(attachment ? { ics: new ICAL.Component(ICAL.parse(attachment.content.toString('utf8'))) } : {}),
    });
  }
  return parsed;
}

const mailsTo = async (address: string) => (await mails()).filter((mail) => mail.to === address);

describe("the customer's side", () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const http = () => request(t.app.getHttpServer());
  const manage = (token: string) => `/api/customer-appointments/${token}`;

  beforeAll(async () => {
    t = await createTestApp({ queue: 'redis', clock, env });
    await ensureDemoAccounts(t);
    admin = (await makeCaller(t, 'admin')).headers;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  let customers = 0;
  const salesperson = async (name = 'Kai') => {
    const person = await signedUpSalesperson(t, name);
    const book = async (date: DateString, time: SlotTime, overrides: Record<string, unknown> = {}) => {
      const email = `customer.${String(++customers)}@example.com`;
      const body = bookingBody({ appointmentDate: date, appointmentTime: time, customerEmail: email, windowOption: 'full', vehicleSize: 'sedan', ...overrides });
      const id = (await http().post('/api/appointments').set('cookie', person.cookie).send(body).expect(201)).body.id as string;
      return { id, email, token: manageToken(config, id) };
    };
    return { ...person, book };
  };

  it('mails the customer a confirmation with a parseable invite and their manage link, from the log after the answer', async () => {
    startWeek(0);
    const kai = await salesperson();
    const date = dayOfWeek(0, 3);
    const booked = await kai.book(date, '10:30 AM');
    await waitForProjections(t.runner);
    const [mail, ...more] = await mailsTo(booked.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Your window tint appointment on Thu, Jan 9, 2031 at 10:30 AM');
    const price = centsToDecimal(priceForSelection('ceramic', 'full', 'sedan').discountedCents);
    expect(mail!.text).toContain(`Price: $${price} (10% off)`);
    expect(mail!.text).toContain('The 10% discount is void if the appointment is missed.');
    expect(mail!.text).toContain(`https://tint.example/appointment/${booked.token}`);
    // The invite: a request for one event under a stable UID, 10:30 AM in Honolulu for two hours, in UTC.
    const calendar = mail!.ics!;
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.uid).toBe(`${booked.id}@tint-portal`);
    expect(event.sequence).toBe(1);
    expect(event.startDate.toJSDate().toISOString()).toBe(hst(`${date}T10:30`).toISOString());
    expect(event.endDate.toJSDate().toISOString()).toBe(hst(`${date}T12:30`).toISOString());

    // The link opens the appointment.
    const view = (await http().get(manage(booked.token)).expect(200)).body as CustomerAppointment;
    expect(view).toMatchObject({ appointmentDate: date, appointmentTime: '10:30 AM', status: 'scheduled', estimatedPrice: price, discountKept: true, changeKeepsDiscount: true, canChange: true });
    expect(view.regularPrice).toBe(centsToDecimal(priceForSelection('ceramic', 'full', 'sedan').originalCents));
  });

  it('sends nothing for a test booking, even with an email (no mail relay for an unauthenticated page)', async () => {
    startWeek(1);
    const { acknowledgeContact: _contact, acknowledgeServiceArea: _area, acknowledgeDiscountPolicy: _discount, ...body } = bookingBody({
      appointmentDate: dayOfWeek(1, 2),
      appointmentTime: '8:30 AM',
      customerEmail: 'relay@example.com',
    });
    await http().post('/api/test-appointments').send(body).expect(201);
    await waitForProjections(t.runner);
    expect(await mailsTo('relay@example.com')).toEqual([]);
  });

  it('answers a wrong, unknown or expired link alike, with a clear 404', async () => {
    startWeek(2);
    const kai = await salesperson();
    const booked = await kai.book(dayOfWeek(2, 1), '8:30 AM');
    // One character off (never the same character), the right shape but nobody's, too short, too long.
    const oneOff = `${booked.token.slice(0, -1)}${booked.token.endsWith('A') ? 'B' : 'A'}`;
    for (const token of ['short', oneOff, 'x'.repeat(43), `${booked.token}x`]) {
      const answer = await http().get(manage(token)).expect(404);
      expect(answer.body.message).toBe(MANAGE_LINK_INVALID);
    }
    // Valid until the appointment's time.
    clock.set(hst(`${dayOfWeek(2, 1)}T08:29`));
    await http().get(manage(booked.token)).expect(200);
    clock.set(hst(`${dayOfWeek(2, 1)}T08:30`));
    expect((await http().post(`${manage(booked.token)}/cancel`).expect(404)).body.message).toBe(MANAGE_LINK_INVALID);
  });

  it('reschedules onto a free slot: the old time is free again, a new invite goes out, the salesperson hears of it', async () => {
    startWeek(3);
    const kai = await salesperson('Noe');
    // Thursday: more than 48 hours after Monday morning, so the move keeps the discount.
    const from = dayOfWeek(3, 3);
    const to = dayOfWeek(3, 4);
    const booked = await kai.book(from, '8:30 AM');
    await waitForProjections(t.runner);
    const times = async (date: DateString) => (await http().get(`/api/available-times/${date}`).set('cookie', kai.cookie).expect(200)).body as string[];
    expect(await times(from)).not.toContain('8:30 AM');

    const moved = (await http().post(`${manage(booked.token)}/reschedule`).send({ appointmentDate: to, appointmentTime: '12:30 PM' }).expect(200)).body as CustomerAppointment;
    expect(moved).toMatchObject({ appointmentDate: to, appointmentTime: '12:30 PM', status: 'scheduled', discountKept: true });
    expect(await times(from)).toContain('8:30 AM');
    expect(await times(to)).not.toContain('12:30 PM');
    // The salesperson's list and the admin's history show the move.
    const mine = (await http().get('/api/appointments').set('cookie', kai.cookie).expect(200)).body as { id: string; appointmentDate: string; appointmentTime: string }[];
    expect(mine.find((a) => a.id === booked.id)).toMatchObject({ appointmentDate: to, appointmentTime: '12:30 PM' });
    const history = (await http().get(`/api/admin/appointments/${booked.id}/history`).set(admin).expect(200)).body as { type: string }[];
    expect(history.map((entry) => entry.type)).toEqual(['AppointmentBooked', 'AppointmentRescheduled']);

    await waitForProjections(t.runner);
    const rescheduled = (await mailsTo(booked.email)).find((mail) => mail.subject.includes('moved'));
    expect(rescheduled!.subject).toBe('Your window tint appointment moved to Fri, Jan 31, 2031 at 12:30 PM');
    const event = new ICAL.Event(rescheduled!.ics!.getFirstSubcomponent('vevent')!);
    expect(event.uid).toBe(`${booked.id}@tint-portal`);
    expect(event.sequence).toBeGreaterThan(1);
    expect(event.startDate.toJSDate().toISOString()).toBe(hst(`${to}T12:30`).toISOString());
    const notices = await mailsTo(kai.email);
    expect(notices.map((mail) => mail.subject)).toEqual(["Lani Kealoha's appointment was rescheduled"]);

    // The same time again: 400, nothing appended.
    const before = await commandEventCount(t);
    expect((await http().post(`${manage(booked.token)}/reschedule`).send({ appointmentDate: to, appointmentTime: '12:30 PM' }).expect(400)).body.message).toBe(SAME_TIME_CHOSEN);
    expect((await http().post(`${manage(booked.token)}/reschedule`).send({ appointmentDate: dayOfWeek(3, 5), appointmentTime: '8:30 AM' }).expect(400)).body.message).toBe(DATE_NOT_BOOKABLE);
    expect((await http().post(`${manage(booked.token)}/reschedule`).send({ appointmentDate: to, appointmentTime: '9:00 AM' }).expect(400)).body.message).toBe(INVALID_SLOT_TIME);
    await http().post(`${manage(booked.token)}/reschedule`).send({ appointmentDate: 'soon' }).expect(400);
    expect(await commandEventCount(t)).toBe(before);
  });

  it('keeps the discount 48 hours or more ahead in the business time zone, and voids it after', async () => {
    startWeek(4);
    const kai = await salesperson();
    const date = dayOfWeek(4, 3); // Thursday 8:30 AM in Honolulu
    const early = await kai.book(date, '8:30 AM');
    const late = await kai.book(date, '10:30 AM');
    const fallback = await kai.book(date, '12:30 PM', { windowOption: undefined, vehicleSize: undefined, vehicleMake: 'BMW', vehicleModel: 'X5', tintPackageId: 'signature' });
    const regular = centsToDecimal(priceForSelection('ceramic', 'full', 'sedan').originalCents);
    const discounted = centsToDecimal(priceForSelection('ceramic', 'full', 'sedan').discountedCents);

    // Exactly 48 hours before 8:30 AM Thursday: kept.
    clock.set(hst(`${dayOfWeek(4, 1)}T08:30`));
    expect((await http().get(manage(early.token)).expect(200)).body.changeKeepsDiscount).toBe(true);
    const kept = (await http().post(`${manage(early.token)}/reschedule`).send({ appointmentDate: dayOfWeek(4, 4), appointmentTime: '8:30 AM' }).expect(200)).body as CustomerAppointment;
    expect(kept).toMatchObject({ estimatedPrice: discounted, discountKept: true });

    // A minute past 48 hours before 10:30 AM: void, and the new time takes the regular price.
    clock.set(hst(`${dayOfWeek(4, 1)}T10:31`));
    expect((await http().get(manage(late.token)).expect(200)).body).toMatchObject({ changeKeepsDiscount: false, discountKept: true });
    const voided = (await http().post(`${manage(late.token)}/reschedule`).send({ appointmentDate: dayOfWeek(4, 4), appointmentTime: '10:30 AM' }).expect(200)).body as CustomerAppointment;
    expect(voided).toMatchObject({ estimatedPrice: regular, discountKept: false, changeKeepsDiscount: false });
    // The admin and the salesperson see the new price.
    const mine = (await http().get('/api/appointments').set('cookie', kai.cookie).expect(200)).body as { id: string; estimatedPrice: string }[];
    expect(mine.find((a) => a.id === late.id)?.estimatedPrice).toBe(regular);

    // A fallback-table price has no discount: late or not, it stays.
    const fallbackPriceText = centsToDecimal(fallbackPrice('signature', 'BMW', 'X5'));
    const stays = (await http().post(`${manage(fallback.token)}/reschedule`).send({ appointmentDate: dayOfWeek(4, 4), appointmentTime: '12:30 PM' }).expect(200)).body as CustomerAppointment;
    expect(stays).toMatchObject({ estimatedPrice: fallbackPriceText, regularPrice: null });
  });

  it('lets one of 20 customers racing for one free slot have it; the other 19 get 409 and keep their time', async () => {
    startWeek(5);
    const kai = await salesperson();
    // Twenty appointments, each in a slot of its own over three weeks (one place a slot), all wanting one free slot.
    // (Tuesday to Friday: Monday's slots start before the test's Monday morning clock, and a link ends at its slot's time.)
    const slots = Array.from({ length: 20 }, (_, i) => ({ date: dayOfWeek(5 + Math.floor(i / 8), 1 + (i % 4)), time: (['8:30 AM', '10:30 AM'] as const)[Math.floor(i / 4) % 2]! }));
    const bookedAll = [];
    for (const slot of slots) bookedAll.push(await kai.book(slot.date, slot.time));
    const target = { appointmentDate: dayOfWeek(8, 4), appointmentTime: '12:30 PM' };
    const answers = await Promise.all(bookedAll.map((b) => http().post(`${manage(b.token)}/reschedule`).send(target)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const answer of answers.filter((a) => a.status === 409)) expect(answer.body.message).toBe(SLOT_TAKEN);
    const [{ count }] = await t.dataSource.query<{ count: number }[]>("SELECT count(*)::int AS count FROM slots_claims WHERE slot_date = $1 AND slot_time = $2 AND kind = 'booking'", [
      target.appointmentDate,
      target.appointmentTime,
    ]);
    expect(count).toBe(1);
  });

  it('cancels by the link: the slot is free, a cancelling invite goes out, and nothing more can change', async () => {
    startWeek(8);
    const kai = await salesperson('Lani');
    const date = dayOfWeek(8, 1);
    const booked = await kai.book(date, '10:30 AM');
    const cancelled = (await http().post(`${manage(booked.token)}/cancel`).expect(200)).body as CustomerAppointment;
    expect(cancelled).toMatchObject({ status: 'cancelled', canChange: false });
    expect((await http().get(`/api/available-times/${date}`).set('cookie', kai.cookie).expect(200)).body).toContain('10:30 AM');
    expect((await http().post(`${manage(booked.token)}/cancel`).expect(409)).body.message).toBe(APPOINTMENT_CANCELLED_FINAL);
    expect((await http().post(`${manage(booked.token)}/reschedule`).send({ appointmentDate: dayOfWeek(8, 2), appointmentTime: '8:30 AM' }).expect(409)).body.message).toBe(APPOINTMENT_CANCELLED_FINAL);
    const history = (await http().get(`/api/admin/appointments/${booked.id}/history`).set(admin).expect(200)).body as { label: string }[];
    expect(history.at(-1)?.label).toBe(CUSTOMER_CANCELLED_LABEL);

    await waitForProjections(t.runner);
    const cancellation = (await mailsTo(booked.email)).find((mail) => mail.subject.includes('cancelled'));
    expect(cancellation!.ics!.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancellation!.ics!.getFirstSubcomponent('vevent')!.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect((await mailsTo(kai.email)).map((mail) => mail.subject)).toEqual(["Lani Kealoha's appointment was cancelled"]);
  });

  it('refuses a serviced appointment and a closed date', async () => {
    startWeek(9);
    const kai = await salesperson();
    const date = dayOfWeek(9, 0);
    const serviced = await kai.book(date, '8:30 AM');
    const other = await kai.book(dayOfWeek(9, 1), '8:30 AM');
    clock.set(hst(`${date}T08:00`));
    await http().patch(`/api/admin/appointments/${serviced.id}`).set(admin).send({ status: 'completed' }).expect(200);
    expect((await http().post(`${manage(serviced.token)}/cancel`).expect(409)).body.message).toBe(APPOINTMENT_NOT_CHANGEABLE);
    const closedDay = dayOfWeek(9, 3);
    await http().post('/api/admin/closures').set(admin).send({ startDate: closedDay, endDate: closedDay, reason: 'Training day' }).expect(201);
    expect((await http().get(`${manage(other.token)}/closed-dates?from=${dayOfWeek(9, 0)}&to=${dayOfWeek(9, 4)}`).expect(200)).body).toEqual([closedDay]);
    expect((await http().get(`${manage(other.token)}/available-times/${closedDay}`).expect(200)).body).toEqual([]);
    expect((await http().post(`${manage(other.token)}/reschedule`).send({ appointmentDate: closedDay, appointmentTime: '8:30 AM' }).expect(409)).body.message).toBe(SHOP_CLOSED);
  });

  it('reminds the customer once, REMINDER_HOURS before; a moved appointment for its new time, a cancelled one never', async () => {
    startWeek(10);
    const kai = await salesperson();
    const sweep = t.app.get(ReminderSweep);
    const kept = await kai.book(dayOfWeek(10, 2), '8:30 AM');
    const moved = await kai.book(dayOfWeek(10, 2), '10:30 AM');
    const cancelled = await kai.book(dayOfWeek(10, 2), '12:30 PM');
    await http().post(`${manage(moved.token)}/reschedule`).send({ appointmentDate: dayOfWeek(10, 3), appointmentTime: '10:30 AM' }).expect(200);
    await http().post(`${manage(cancelled.token)}/cancel`).expect(200);
    const reminders = async (email: string) => (await mailsTo(email)).filter((mail) => mail.subject.startsWith('Reminder:'));

    expect(await sweep.sweep(hst(`${dayOfWeek(10, 1)}T08:29`))).toBe(0);
    expect(await sweep.sweep(hst(`${dayOfWeek(10, 1)}T08:30`))).toBe(1);
    expect(await sweep.sweep(hst(`${dayOfWeek(10, 1)}T12:30`))).toBe(0);
    const [reminder, ...again] = await reminders(kept.email);
    expect(again).toEqual([]);
    expect(reminder!.text).toContain(`https://tint.example/appointment/${kept.token}`);
    expect(await reminders(moved.email)).toEqual([]);
    expect(await sweep.sweep(hst(`${dayOfWeek(10, 2)}T10:30`))).toBe(1);
    expect((await reminders(moved.email))[0]!.subject).toContain('Thu, Mar 20, 2031 at 10:30 AM');
    expect(await sweep.sweep(hst(`${dayOfWeek(10, 2)}T23:00`))).toBe(0);
    expect(await reminders(cancelled.email)).toEqual([]);
  });

  it('sends a mail once though the worker that sent it died before its commit', async () => {
    startWeek(11);
    const kai = await salesperson();
    const reactor = t.app.get(CustomerMailsReactor);
    // The test plays the worker: the reactor's checkpoint held, so the doorbell's catch-up waits behind it.
    const held = t.dataSource.createQueryRunner();
    await held.connect();
    await held.startTransaction();
    await lockProjection(held.manager, CustomerMailsReactor.NAME);
    const booked = await kai.book(dayOfWeek(11, 2), '8:30 AM');
    const stored = (await t.eventStore.readStream(`appointment-${booked.id}`))[0]!;
    // A worker sends the mail, then dies before its transaction commits: the mail went out, its record did not.
    await t.dataSource
      .transaction(async (manager) => {
        await reactor.apply(stored, { manager, tx: { writes: manager } as never });
        throw new Error('the worker died');
      })
      .catch(() => undefined);
    expect(await mailsTo(booked.email)).toHaveLength(1);
    expect(await t.dataSource.query('SELECT 1 FROM customer_mail_log WHERE appointment_id = $1', [booked.id])).toEqual([]);
    // The next worker takes the batch again and sends it again: the same mail, which replaces the first.
    await held.rollbackTransaction();
    await held.release();
    await waitForProjections(t.runner);
    const sent = await mailsTo(booked.email);
    expect(sent).toHaveLength(1);
    const [{ count }] = await t.dataSource.query<{ count: number }[]>('SELECT count(*)::int AS count FROM customer_mail_log WHERE appointment_id = $1', [booked.id]);
    expect(count).toBe(1);
  });

  it('mails each customer of a batch once, and not one whose mail was recorded before', async () => {
    startWeek(12);
    const kai = await salesperson();
    // The reactor's checkpoint held: the three bookings wait for one batch.
    const held = t.dataSource.createQueryRunner();
    await held.connect();
    const slots = [
      [dayOfWeek(12, 1), '8:30 AM'],
      [dayOfWeek(12, 2), '10:30 AM'],
      [dayOfWeek(12, 3), '12:30 PM'],
    ] as const;
    let booked: Awaited<ReturnType<typeof kai.book>>[];
    try {
      await held.startTransaction();
      await lockProjection(held.manager, CustomerMailsReactor.NAME);
      booked = [];
      for (const [date, time] of slots) booked.push(await kai.book(date, time));
      // The second one's confirmation went out before (a batch that committed it): it is in the log.
      const second = (await t.eventStore.readStream(`appointment-${booked[1]!.id}`))[0]!;
      await t.dataSource.query("INSERT INTO customer_mail_log (mail_key, appointment_id, kind) VALUES ($1, $2, 'confirmation')", [`customer:${second.eventId}`, booked[1]!.id]);
    } finally {
      if (held.isTransactionActive) await held.rollbackTransaction();
      await held.release();
    }
    await waitForProjections(t.runner);
    expect((await mailsTo(booked[0]!.email)).map((mail) => mail.subject)).toEqual([expect.stringContaining(`${calendarDate(slots[0][0])} at 8:30 AM`)]);
    expect(await mailsTo(booked[1]!.email)).toEqual([]);
    expect((await mailsTo(booked[2]!.email)).map((mail) => mail.subject)).toEqual([expect.stringContaining(`${calendarDate(slots[2][0])} at 12:30 PM`)]);
    const logged = await t.dataSource.query<{ appointment_id: string; kind: string }[]>(
      'SELECT appointment_id, kind FROM customer_mail_log WHERE appointment_id = ANY($1::uuid[]) ORDER BY appointment_id, kind',
      [booked.map((b) => b.id)],
    );
    expect(logged).toEqual(
      booked
        .map((b) => ({ appointment_id: b.id, kind: 'confirmation' }))
        .sort((a, b) => a.appointment_id.localeCompare(b.appointment_id)),
    );
  });
});
