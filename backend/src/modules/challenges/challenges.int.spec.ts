// Challenges on real PostgreSQL and Redis (issue 20, part 2): the admin's routes with their validation (a refused
// command appends nothing), a salesperson's active challenges with progress, days remaining and eligibility, and the
// challenge_awards reactor: each completion exactly once, across a replay from the start of the log and a worker
// that dies mid-batch, at the window's edges in the business time zone (Pacific/Honolulu, UTC−10). The clock is the
// test's and the workers are off, so the test says when the reactor runs.
import request from 'supertest';
import type { AdminChallenge, AuditPage, ChallengeCheckResponse, ChallengesResponse } from '@tint/libs/api-types';
import { AUDIT_EVENT_LABELS } from '@tint/libs/texts/audit';
import { addDaysToDate, isWeekend, type DateString, type SlotTime } from '@tint/libs/slots';
import {
  CHALLENGE_DEALERSHIPS_INVALID,
  CHALLENGE_DEALERSHIPS_REQUIRED,
  CHALLENGE_END_ALONE,
  CHALLENGE_END_BEFORE_START,
  CHALLENGE_END_INVALID,
  CHALLENGE_END_PAST,
  CHALLENGE_ENDED,
  CHALLENGE_METRIC_INVALID,
  CHALLENGE_NAME_REQUIRED,
  CHALLENGE_NAME_TOO_LONG,
  CHALLENGE_NOT_FOUND,
  CHALLENGE_PATCH_EMPTY,
  CHALLENGE_REWARD_AMOUNT_INVALID,
  CHALLENGE_START_INVALID,
  CHALLENGE_START_TOO_FAR,
  CHALLENGE_STATUS_INVALID,
  CHALLENGE_TARGET_INVALID,
  CHALLENGE_TOO_LONG,
} from '@tint/libs/texts/challenges';
import { bookingBody } from '../../../test/support/bookings.js';
import { clientAddress, ensureDemoAccounts, makeCaller } from '../../../test/support/callers.js';
import { commandEventCount } from '../../../test/support/event-counts.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { hst, TestClock } from '../../../test/support/test-clock.js';
import { catchUpFully } from '../../../test/support/wait-for-projections.js';
import { AccountsQueries } from '../auth/accounts.queries.js';
import { SESSION_COOKIE, Sessions } from '../auth/sessions.js';
import { CHALLENGE_AWARDS } from './challenges.reactor.js';

/** Monday, June 3, 2030, 9 AM in Honolulu. */
const clock = new TestClock(hst('2030-06-03T09:00'));
const TIMES: SlotTime[] = ['8:30 AM', '10:30 AM', '12:30 PM'];

const challengeBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'June sprint',
  metric: 'bookings',
  target: 2,
  rewardType: 'cash',
  rewardAmount: '50.00',
  startDate: '2030-06-03',
  endDate: '2030-06-05',
  eligibility: 'everyone',
  ...overrides,
});

describe('challenges', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let slot = 0;
  const http = () => request(t.app.getHttpServer());
  const reactor = () => t.registry.get(CHALLENGE_AWARDS);
  const runReactor = () => catchUpFully(t.runner, reactor());

  /** A salesperson of `company`, signed up now; their id and session cookie. */
  async function salesperson(firstName: string, company: string): Promise<{ id: string; cookie: string }> {
    const email = `${firstName.toLowerCase()}.${String(Date.now())}.${String(++slot)}@example.com`;
    await http().post('/api/signup').set('x-forwarded-for', clientAddress()).send({ firstName, lastName: 'Challenger', email, phoneNumber: '8085550000', company, password: 'long password' }).expect(201);
    const id = (await t.app.get(AccountsQueries).idByEmail('salesperson', email))!;
    return { id, cookie: `${SESSION_COOKIE}=${await t.app.get(Sessions).create(id)}` };
  }

  /** A booking by `who` at `at` (the clock moves there), each on a slot of its own in the weeks after June 17, 2030. */
  async function bookAt(who: { cookie: string }, at: Date, on?: DateString): Promise<string> {
    clock.set(at);
    let date: DateString = '2030-06-17';
    const n = ++slot;
    for (let weekday = 0; weekday < Math.floor(n / 3); date = addDaysToDate(date, 1)) if (!isWeekend(date)) weekday++;
    while (isWeekend(date)) date = addDaysToDate(date, 1);
    if (on) date = on;
    const answer = await http()
      .post('/api/appointments')
      .set('cookie', who.cookie)
      .set('x-forwarded-for', clientAddress())
      .send(bookingBody({ appointmentDate: date, appointmentTime: on ? '12:30 PM' : TIMES[n % 3] }))
      .expect(201);
    return (answer.body as { id: string }).id;
  }

  const create = (body: object) => http().post('/api/admin/challenges').set(admin).send(body);
  const mine = async (who: { cookie: string }) => (await http().get('/api/challenges').set('cookie', who.cookie).expect(200)).body as ChallengesResponse;
  const completions = async (challengeId: string) =>
    t.dataSource.query<{ salesperson_id: string; progress: number; occurred_at: Date; causation: string }[]>(
      `SELECT data->>'salespersonId' AS salesperson_id, (data->>'progress')::int AS progress, occurred_at, metadata->>'causationId' AS causation
         FROM events WHERE type = 'ChallengeCompleted' AND data->>'challengeId' = $1 ORDER BY global_position`,
      [challengeId],
    );

  beforeAll(async () => {
    t = await createTestApp({ queue: 'redis', runWorkers: false, clock });
    await ensureDemoAccounts(t);
    admin = (await makeCaller(t, 'admin')).headers;
  });
  afterAll(() => t.close());
  beforeEach(() => clock.set(hst('2030-06-03T09:00')));

  it('creates, edits, ends and deletes a challenge; refuses bad input with its message and appends nothing', async () => {
    const created = await create(challengeBody({ name: '  Gift card week ', rewardType: 'gift_card', rewardAmount: '25', rewardDescription: ' Maui Coffee ', eligibility: 'dealerships', dealerships: ['Maui Toyota', 'Aloha Kia', 'Aloha Kia'] })).expect(201);
    const challenge = created.body as AdminChallenge;
    expect(challenge).toEqual({
      id: expect.any(String),
      name: 'Gift card week',
      metric: 'bookings',
      target: 2,
      rewardType: 'gift_card',
      rewardAmount: '25.00',
      rewardDescription: 'Maui Coffee',
      startDate: '2030-06-03',
      endDate: '2030-06-05',
      eligibility: 'dealerships',
      // Once each, in the dealership list's order.
      dealerships: ['Aloha Kia', 'Maui Toyota'],
      status: 'active',
      endedAt: null,
      createdAt: expect.any(String),
      completedCount: 0,
    });
    const stream = async () => (await t.dataSource.query<{ type: string; data: Record<string, unknown> }[]>('SELECT type, data FROM events WHERE stream_id = $1 ORDER BY stream_version', [`challenge-${challenge.id}`]));
    expect((await stream())[0]).toMatchObject({ type: 'ChallengeCreated', data: { challengeId: challenge.id, rewardCents: 2500, rewardDescription: 'Maui Coffee' } });

    const before = await commandEventCount(t);
    const refused: [Record<string, unknown>, string][] = [
      [{ name: '   ' }, CHALLENGE_NAME_REQUIRED],
      [{ name: 'x'.repeat(81) }, CHALLENGE_NAME_TOO_LONG],
      [{ metric: 'referrals' }, CHALLENGE_METRIC_INVALID],
      [{ target: 0 }, CHALLENGE_TARGET_INVALID],
      [{ target: 1.5 }, CHALLENGE_TARGET_INVALID],
      [{ target: 1001 }, CHALLENGE_TARGET_INVALID],
      [{ rewardAmount: '0' }, CHALLENGE_REWARD_AMOUNT_INVALID],
      [{ rewardAmount: '-5' }, CHALLENGE_REWARD_AMOUNT_INVALID],
      [{ rewardAmount: '10000.01' }, CHALLENGE_REWARD_AMOUNT_INVALID],
      [{ rewardAmount: 50 }, CHALLENGE_REWARD_AMOUNT_INVALID],
      [{ startDate: '2030-02-30' }, CHALLENGE_START_INVALID],
      [{ endDate: 'June 5' }, CHALLENGE_END_INVALID],
      [{ startDate: '2030-06-05', endDate: '2030-06-04' }, CHALLENGE_END_BEFORE_START],
      [{ startDate: '2030-05-01', endDate: '2030-06-02' }, CHALLENGE_END_PAST],
      [{ startDate: '2030-06-03', endDate: '2031-06-04' }, CHALLENGE_TOO_LONG],
      [{ startDate: '2031-06-05', endDate: '2031-06-06' }, CHALLENGE_START_TOO_FAR],
      [{ eligibility: 'dealerships' }, CHALLENGE_DEALERSHIPS_REQUIRED],
      [{ eligibility: 'dealerships', dealerships: ['Nowhere Motors'] }, CHALLENGE_DEALERSHIPS_INVALID],
    ];
    for (const [overrides, message] of refused) {
      const answer = await create(challengeBody(overrides));
      expect([answer.status, answer.body.message], JSON.stringify(overrides)).toEqual([400, message]);
    }
    const patch = (id: string, body: object) => http().patch(`/api/admin/challenges/${id}`).set(admin).send(body);
    expect((await patch(challenge.id, {}).expect(400)).body.message).toBe(CHALLENGE_PATCH_EMPTY);
    expect((await patch(challenge.id, { status: 'ended', target: 3 }).expect(400)).body.message).toBe(CHALLENGE_END_ALONE);
    expect((await patch(challenge.id, { status: 'paused' }).expect(400)).body.message).toBe(CHALLENGE_STATUS_INVALID);
    expect((await patch(challenge.id, { startDate: '2030-05-01', endDate: '2030-06-02' }).expect(400)).body.message).toBe(CHALLENGE_END_PAST);
    expect((await patch(challenge.id, { priority: 1 }).expect(400)).body.statusCode).toBe(400);
    expect((await patch('00000000-0000-4000-8000-000000000000', { target: 3 }).expect(404)).body.message).toBe(CHALLENGE_NOT_FOUND);
    expect((await patch('not-an-id', { target: 3 }).expect(404)).body.message).toBe(CHALLENGE_NOT_FOUND);
    expect(await commandEventCount(t)).toBe(before);

    // An edit carries the whole new definition; the same values again change nothing.
    const edited = (await patch(challenge.id, { target: 3, rewardType: 'cash', rewardAmount: '40' }).expect(200)).body as AdminChallenge;
    expect(edited).toMatchObject({ target: 3, rewardType: 'cash', rewardAmount: '40.00', rewardDescription: null, dealerships: ['Aloha Kia', 'Maui Toyota'] });
    await patch(challenge.id, { target: 3 }).expect(200);
    expect((await stream()).map((e) => e.type)).toEqual(['ChallengeCreated', 'ChallengeEdited']);

    // Ended: no more edits; ending again changes nothing.
    const ended = (await patch(challenge.id, { status: 'ended' }).expect(200)).body as AdminChallenge;
    expect(ended).toMatchObject({ status: 'ended', endedAt: clock.now().toISOString() });
    expect((await patch(challenge.id, { target: 1 }).expect(409)).body.message).toBe(CHALLENGE_ENDED);
    await patch(challenge.id, { status: 'ended' }).expect(200);

    // Upcoming, active and ended in the admin's list; deleted, gone and unknown.
    const upcoming = (await create(challengeBody({ name: 'July', startDate: '2030-07-01', endDate: '2030-07-31' })).expect(201)).body as AdminChallenge;
    expect(upcoming.status).toBe('upcoming');
    const list = (await http().get('/api/admin/challenges').set(admin).expect(200)).body as AdminChallenge[];
    expect(list.filter((c) => [challenge.id, upcoming.id].includes(c.id)).map((c) => c.status)).toEqual(['upcoming', 'ended']);
    await http().delete(`/api/admin/challenges/${upcoming.id}`).set(admin).expect(204);
    expect(((await http().get('/api/admin/challenges').set(admin).expect(200)).body as AdminChallenge[]).map((c) => c.id)).not.toContain(upcoming.id);
    expect((await patch(upcoming.id, { status: 'ended' }).expect(404)).body.message).toBe(CHALLENGE_NOT_FOUND);
    await http().delete(`/api/admin/challenges/${upcoming.id}`).set(admin).expect(404);
    expect((await stream()).map((e) => e.type)).toEqual(['ChallengeCreated', 'ChallengeEdited', 'ChallengeEnded']);

    // Each admin action is in the audit log, under its own kind, named by id and dates.
    const audit = (await http().get('/api/admin/audit?from=2030-06-03&to=2030-06-03&type=challenge').set(admin).expect(200)).body as AuditPage;
    expect(audit.entries.map((e) => e.label).reverse()).toEqual([
      AUDIT_EVENT_LABELS.ChallengeCreated,
      AUDIT_EVENT_LABELS.ChallengeEdited,
      AUDIT_EVENT_LABELS.ChallengeEnded,
      AUDIT_EVENT_LABELS.ChallengeCreated,
      AUDIT_EVENT_LABELS.ChallengeDeleted,
    ]);
    expect(audit.entries.at(-1)!.subject).toBe(`Challenge ${challenge.id.slice(0, 8)} (2030-06-03 to 2030-06-05)`);
  });

  it("counts a salesperson's bookings in the window's business-time-zone days, for the dealerships that take part, and completes each challenge once", async () => {
    const ana = await salesperson('Ana', 'Aloha Kia');
    const ben = await salesperson('Ben', 'Island Honda');
    // Wednesday June 5 to Thursday June 6, 2030 (Honolulu), two bookings, Aloha Kia only.
    const sprint = (await create(challengeBody({ name: 'Kia sprint', startDate: '2030-06-05', endDate: '2030-06-06', eligibility: 'dealerships', dealerships: ['Aloha Kia'] })).expect(201))
      .body as AdminChallenge;
    expect(sprint.status).toBe('upcoming');
    expect((await mine(ana)).active.map((c) => c.id)).not.toContain(sprint.id);

    // The last instant before the window, and the first instant after it: neither counts.
    await bookAt(ana, hst('2030-06-04T23:59:59.999'));
    await bookAt(ana, hst('2030-06-07T00:00'));
    // Ben's dealership does not take part, whatever he books.
    for (const at of ['2030-06-05T10:00', '2030-06-05T11:00', '2030-06-05T12:00']) await bookAt(ben, hst(at));
    // The window's first instant counts.
    await bookAt(ana, hst('2030-06-05T00:00'));
    await runReactor();
    expect(await completions(sprint.id)).toEqual([]);

    clock.set(hst('2030-06-05T08:00'));
    const card = (await mine(ana)).active.find((c) => c.id === sprint.id);
    expect(card).toEqual({
      id: sprint.id,
      name: 'Kia sprint',
      metric: 'bookings',
      target: 2,
      progress: 1,
      completed: false,
      rewardType: 'cash',
      rewardAmount: '50.00',
      rewardDescription: null,
      startDate: '2030-06-05',
      endDate: '2030-06-06',
      daysRemaining: 1,
    });
    expect((await mine(ben)).active.map((c) => c.id)).not.toContain(sprint.id);

    // The window's last instant (Thursday 23:59:59.999 in Honolulu, Friday 09:59:59.999 UTC) counts and completes it.
    const last = await bookAt(ana, hst('2030-06-06T23:59:59.999'));
    await runReactor();
    const lastBooking = await t.dataSource.query<{ event_id: string }[]>("SELECT event_id FROM events WHERE stream_id = $1 AND type = 'AppointmentBooked'", [`appointment-${last}`]);
    expect(await completions(sprint.id)).toEqual([{ salesperson_id: ana.id, progress: 2, occurred_at: hst('2030-06-06T23:59:59.999'), causation: lastBooking[0]!.event_id }]);

    // Its last day: 0 days remaining, completed; the earned reward is listed.
    clock.set(hst('2030-06-06T23:59:59.999'));
    const after = await mine(ana);
    expect(after.active.find((c) => c.id === sprint.id)).toMatchObject({ progress: 2, completed: true, daysRemaining: 0 });
    expect(after.earned.find((e) => e.challengeId === sprint.id)).toEqual({
      id: expect.any(String),
      challengeId: sprint.id,
      challengeName: 'Kia sprint',
      metric: 'bookings',
      target: 2,
      rewardType: 'cash',
      rewardAmount: '50.00',
      rewardDescription: null,
      earnedAt: hst('2030-06-06T23:59:59.999').toISOString(),
    });
    // The next day it is over: no longer active, still earned.
    clock.set(hst('2030-06-07T00:00'));
    expect((await mine(ana)).active.map((c) => c.id)).not.toContain(sprint.id);
    expect((await mine(ana)).earned.map((e) => e.challengeId)).toContain(sprint.id);
    expect((await http().get('/api/admin/challenges').set(admin).expect(200)).body.find((c: AdminChallenge) => c.id === sprint.id)).toMatchObject({ status: 'ended', completedCount: 1 });

    // The pop-up's check reports it once.
    const check = async () => (await http().post('/api/challenges/check').set('cookie', ana.cookie).expect(200)).body as ChallengeCheckResponse;
    expect(await check()).toMatchObject({ count: 1, newCompletions: [{ challengeId: sprint.id, challengeName: 'Kia sprint' }] });
    expect(await check()).toEqual({ count: 0, newCompletions: [] });
  });

  it("counts completed services by the time they were marked serviced, not a reverted one's", async () => {
    const cora = await salesperson('Cora', 'Maui Toyota');
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push(await bookAt(cora, hst(`2030-06-03T1${String(i)}:00`), `2030-06-1${String(i)}`));
    clock.set(hst('2030-06-03T09:00'));
    // Services counted from Monday June 24 to Tuesday June 25, 2030; target 2.
    const services = (await create(challengeBody({ name: 'Service days', metric: 'completed_services', startDate: '2030-06-24', endDate: '2030-06-25' })).expect(201)).body as AdminChallenge;
    const dated = await t.dataSource.query<{ id: string; date: string }[]>("SELECT id, to_char(appointment_date, 'YYYY-MM-DD') AS date FROM appointments_list WHERE id = ANY($1::uuid[]) ORDER BY appointment_date", [ids]);
    expect(dated.map((a) => a.date)).toEqual(['2030-06-10', '2030-06-11', '2030-06-12', '2030-06-13']);
    const patchAt = async (id: string, at: Date, body: object) => {
      clock.set(at);
      await http().patch(`/api/admin/appointments/${id}`).set(admin).send(body).expect(200);
    };
    // Serviced the last instant before the window: not counted.
    await patchAt(dated[0]!.id, hst('2030-06-23T23:59:59.999'), { status: 'completed' });
    // Serviced in the window, then unticked: not counted.
    await patchAt(dated[1]!.id, hst('2030-06-24T08:00'), { status: 'completed' });
    await patchAt(dated[1]!.id, hst('2030-06-24T08:05'), { status: 'scheduled' });
    await patchAt(dated[2]!.id, hst('2030-06-24T09:00'), { status: 'completed' });
    await runReactor();
    clock.set(hst('2030-06-24T12:00'));
    expect((await mine(cora)).active.find((c) => c.id === services.id)).toMatchObject({ progress: 1, completed: false, daysRemaining: 1 });
    await patchAt(dated[3]!.id, hst('2030-06-25T23:59'), { status: 'completed' });
    await runReactor();
    expect((await completions(services.id)).map((c) => [c.salesperson_id, c.progress])).toEqual([[cora.id, 2]]);
  });

  it('completes at once when an edit lowers the target; an ended or deleted challenge completes nobody after, and what was earned stays earned', async () => {
    const dee = await salesperson('Dee', 'Kihei Auto Sales');
    const eli = await salesperson('Eli', 'Kihei Auto Sales');
    const patch = (id: string, body: object) => http().patch(`/api/admin/challenges/${id}`).set(admin).send(body).expect(200);
    const lowered = (await create(challengeBody({ name: 'Lowered', target: 3, startDate: '2030-06-03', endDate: '2030-06-30', eligibility: 'dealerships', dealerships: ['Kihei Auto Sales'] })).expect(201)).body as AdminChallenge;
    const ended = (await create(challengeBody({ name: 'Ended early', target: 2, startDate: '2030-06-03', endDate: '2030-06-30', eligibility: 'dealerships', dealerships: ['Kihei Auto Sales'] })).expect(201)).body as AdminChallenge;
    await bookAt(dee, hst('2030-06-10T09:00'));
    await bookAt(dee, hst('2030-06-10T10:00'));
    await runReactor();
    // Dee reached 'Ended early' (2); 'Lowered' needs 3.
    expect((await completions(ended.id)).map((c) => c.salesperson_id)).toEqual([dee.id]);
    expect(await completions(lowered.id)).toEqual([]);

    clock.set(hst('2030-06-11T09:00'));
    await patch(ended.id, { status: 'ended' });
    await patch(lowered.id, { target: 2 });
    await runReactor();
    const [completion] = await completions(lowered.id);
    expect(completion).toMatchObject({ salesperson_id: dee.id, progress: 2, occurred_at: hst('2030-06-11T09:00') });

    // Eli reaches 2 after the end: nothing for 'Ended early'; deleting 'Lowered' stops it too.
    await http().delete(`/api/admin/challenges/${lowered.id}`).set(admin).expect(204);
    await bookAt(eli, hst('2030-06-12T09:00'));
    await bookAt(eli, hst('2030-06-12T10:00'));
    await runReactor();
    expect((await completions(ended.id)).map((c) => c.salesperson_id)).toEqual([dee.id]);
    expect((await completions(lowered.id)).map((c) => c.salesperson_id)).toEqual([dee.id]);
    clock.set(hst('2030-06-12T12:00'));
    const earned = (await mine(dee)).earned.map((e) => e.challengeName);
    expect(earned).toEqual(expect.arrayContaining(['Lowered', 'Ended early']));
    expect((await mine(dee)).active.map((c) => c.id)).not.toContain(ended.id);
  });

  it('appends each completion exactly once across a replay from the start of the log and a worker that dies mid-batch', async () => {
    const fay = await salesperson('Fay', 'No Ka Oi Motors');
    const once = (await create(challengeBody({ name: 'Once', target: 1, startDate: '2030-06-03', endDate: '2030-06-30', eligibility: 'dealerships', dealerships: ['No Ka Oi Motors'] })).expect(201)).body as AdminChallenge;
    await bookAt(fay, hst('2030-06-13T09:00'));

    // The worker dies after the reactor appended, before the batch committed: nothing of it stays, the checkpoint stays put.
    const target = reactor();
    const applyBatch = target.applyBatch!.bind(target);
    target.applyBatch = async (events, context) => {
      await applyBatch(events, context);
      const [{ n }] = await context.manager.query<{ n: number }[]>("SELECT count(*)::int AS n FROM events WHERE type = 'ChallengeCompleted' AND data->>'challengeId' = $1", [once.id]);
      expect(n).toBe(1);
      throw new Error('the worker died');
    };
    try {
      await expect(runReactor()).rejects.toThrow('the worker died');
    } finally {
      target.applyBatch = applyBatch;
    }
    expect(await completions(once.id)).toEqual([]);

    // Another worker takes over: one completion.
    await runReactor();
    expect((await completions(once.id)).map((c) => c.salesperson_id)).toEqual([fay.id]);

    // A replay of the whole log (the checkpoint back to the start, the memory as it is) appends nothing new.
    const all = await t.dataSource.query<{ n: number }[]>("SELECT count(*)::int AS n FROM events WHERE type = 'ChallengeCompleted'");
    await t.dataSource.query("UPDATE projection_checkpoints SET last_tx_id = '0'::xid8, last_position = 0 WHERE name = $1", [CHALLENGE_AWARDS]);
    await runReactor();
    // And again with its memory emptied too, as a reactor new to the database would start.
    await t.dataSource.query('TRUNCATE challenge_awards_referrals, challenge_awards_salespeople, challenge_awards_challenges, challenge_awards_state');
    await t.dataSource.query("UPDATE projection_checkpoints SET last_tx_id = '0'::xid8, last_position = 0 WHERE name = $1", [CHALLENGE_AWARDS]);
    await runReactor();
    expect(await t.dataSource.query("SELECT count(*)::int AS n FROM events WHERE type = 'ChallengeCompleted'")).toEqual(all);
    expect((await completions(once.id)).map((c) => c.salesperson_id)).toEqual([fay.id]);
    clock.set(hst('2030-06-13T12:00'));
    expect((await mine(fay)).active.find((c) => c.id === once.id)).toMatchObject({ progress: 1, completed: true });
  });

  it("counts the bookings another worker applied since this one's last batch", async () => {
    // A second worker process on the same database: the two take turns at the batches.
    const other = await createTestApp({ queue: 'redis', runWorkers: false, clock, database: t.database });
    try {
      const hoku = await salesperson('Hoku', 'Kihei Auto Sales');
      const turns = (await create(challengeBody({ name: 'Turns', target: 3, startDate: '2030-06-03', endDate: '2030-06-30', eligibility: 'dealerships', dealerships: ['Kihei Auto Sales'] })).expect(201))
        .body as AdminChallenge;
      await bookAt(hoku, hst('2030-06-10T09:00'));
      await runReactor();
      await bookAt(hoku, hst('2030-06-10T10:00'));
      await catchUpFully(other.runner, other.registry.get(CHALLENGE_AWARDS));
      // The third booking, applied here again, reaches the target: this worker counts the other one's too.
      const third = await bookAt(hoku, hst('2030-06-10T11:00'));
      await runReactor();
      const [booked] = await t.dataSource.query<{ event_id: string }[]>("SELECT event_id FROM events WHERE stream_id = $1 AND type = 'AppointmentBooked'", [`appointment-${third}`]);
      expect((await completions(turns.id)).map((c) => ({ salesperson: c.salesperson_id, progress: c.progress, cause: c.causation }))).toEqual([
        { salesperson: hoku.id, progress: 3, cause: booked!.event_id },
      ]);
    } finally {
      await other.close({ keepDatabase: true });
    }
  });

  it('starts again after a Reset for Rollout: what was earned before is no longer shown, and the challenge can be completed once more', async () => {
    const gus = await salesperson('Gus', 'Servco Lexus/Subaru');
    const again = (await create(challengeBody({ name: 'Again', target: 1, startDate: '2030-06-03', endDate: '2030-06-30', eligibility: 'dealerships', dealerships: ['Servco Lexus/Subaru'] })).expect(201)).body as AdminChallenge;
    await bookAt(gus, hst('2030-06-14T09:00'));
    await runReactor();
    clock.set(hst('2030-06-14T12:00'));
    expect((await mine(gus)).earned.map((e) => e.challengeId)).toEqual([again.id]);

    await http().delete('/api/admin/reset-appointments').set(admin).expect(200);
    await runReactor();
    const after = await mine(gus);
    expect(after.earned).toEqual([]);
    expect(after.active.find((c) => c.id === again.id)).toMatchObject({ progress: 0, completed: false });

    await bookAt(gus, hst('2030-06-14T13:00'));
    await runReactor();
    expect((await completions(again.id)).map((c) => c.salesperson_id)).toEqual([gus.id, gus.id]);
    clock.set(hst('2030-06-14T14:00'));
    expect((await mine(gus)).earned.map((e) => e.challengeId)).toEqual([again.id]);
  });
});
