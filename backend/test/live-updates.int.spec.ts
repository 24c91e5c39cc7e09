// Live screens (issue 20): GET /api/events/stream tells each signed-in caller which of their reads changed, after the
// projection that changed them has committed, and nothing about anybody else. Two API replicas on one Redis (only the
// first runs the workers) stand for a deployment; another app runs on the PostgreSQL default (LISTEN/NOTIFY).
import type { AddressInfo } from 'node:net';
import { EventSource } from 'eventsource';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_KEYS, LIVE_QUERY_INVALID, LIVE_TICKET_INVALID, type LiveMessage, type LiveTicket } from '@tint/libs/live';
import { SIGN_IN_REQUIRED } from '@tint/libs/validation-messages';
import { LiveStreams } from '../src/platform/live/live-streams.js';
import { bookingBody, weekdayAhead } from './support/bookings.js';
import { clientAddress, ensureDemoAccounts, makeCaller } from './support/callers.js';
import { signedUpSalesperson } from './support/salespeople.js';
import { createTestApp, type QueueBackend, type TestApp } from './support/test-app.js';
import { waitFor } from './support/wait-for-projections.js';

type Received = { id: string; data: LiveMessage };

/** A browser's EventSource on `path` of `app`, with the caller's headers; what it receives is kept in order. */
class Listener {
  readonly received: Received[] = [];
  readonly source: EventSource;
  private opened: Promise<void>;

  constructor(url: string, headers: Record<string, string> = {}) {
    this.source = new EventSource(url, { fetch: (input, init) => fetch(input, { ...init, headers: { ...init?.headers, ...headers } }) });
    this.source.addEventListener('invalidate', (event) => this.received.push({ id: event.lastEventId, data: JSON.parse(event.data) as LiveMessage }));
    this.opened = new Promise((resolve, reject) => {
      this.source.addEventListener('open', () => resolve());
      this.source.addEventListener('error', (error) => reject(error));
    });
  }

  open(): Promise<void> {
    return this.opened;
  }

  keys(): Set<string> {
    return new Set(this.received.flatMap((message) => message.data.keys));
  }

  async until(key: string, describe: string): Promise<void> {
    await waitFor(async () => this.keys().has(key), { describe: () => `${describe}: ${key} (has ${[...this.keys()].join(', ') || 'nothing'})` });
  }

  close(): void {
    this.source.close();
  }
}

async function listening(t: TestApp): Promise<string> {
  await t.app.listen(0, '127.0.0.1');
  const { port } = t.app.getHttpServer().address() as AddressInfo;
  return `http://127.0.0.1:${String(port)}`;
}

async function book(t: TestApp, cookie: string, day: number, time = '8:30 AM'): Promise<void> {
  await request(t.app.getHttpServer())
    .post('/api/appointments')
    .set('cookie', cookie)
    .set('x-forwarded-for', clientAddress())
    .send(bookingBody({ appointmentDate: weekdayAhead(day), appointmentTime: time }))
    .expect(201);
}

async function ticketFor(t: TestApp): Promise<string> {
  const admin = await makeCaller(t, 'admin');
  const answer = await request(t.app.getHttpServer()).post('/api/admin/events/ticket').set(admin.headers).expect(201);
  const body = answer.body as LiveTicket;
  expect(Date.parse(body.expiresAt) - Date.now()).toBeGreaterThan(50_000);
  return body.ticket;
}

describe('live updates across two API replicas on one Redis', () => {
  let first: TestApp;
  let second: TestApp;
  let firstUrl: string;
  let secondUrl: string;
  const queueNamespace = `test_live_${String(Date.now())}`;
  const open: Listener[] = [];
  const listen = async (url: string, headers?: Record<string, string>) => {
    const listener = new Listener(url, headers);
    open.push(listener);
    await listener.open();
    return listener;
  };

  beforeAll(async () => {
    first = await createTestApp({ queue: 'redis', runWorkers: true, queueNamespace });
    second = await createTestApp({ queue: 'redis', runWorkers: false, queueNamespace, database: first.database });
    firstUrl = await listening(first);
    secondUrl = await listening(second);
    await ensureDemoAccounts(first);
  });

  afterAll(async () => {
    for (const listener of open) listener.close();
    await second?.close({ keepDatabase: true });
    await first?.close();
  });

  it("tells the booker, every other salesperson and the admins what changed for each of them, and nothing of anybody else's", async () => {
    const booker = await signedUpSalesperson(first, 'Leilani', 'Booker');
    const other = await signedUpSalesperson(first, 'Kainoa', 'Watcher');
    // Their sign-ups' own changes (a welcome reward of their own) land first: what follows is the booking's alone.
    await waitFor(async () => (await first.runner.statuses()).every((status) => status.lag === 0));
    // The booker listens on the replica that runs no workers, the other salesperson and the admin on the other one:
    // every change reaches every replica.
    const bookerStream = await listen(`${secondUrl}/api/events/stream`, { cookie: booker.cookie });
    const otherStream = await listen(`${firstUrl}/api/events/stream`, { cookie: other.cookie });
    const adminStream = await listen(`${secondUrl}/api/events/stream?ticket=${await ticketFor(first)}`);

    await book(first, booker.cookie, 3);

    // Inline (the booking's own transaction), then async (the worker's leaderboard and rewards).
    await bookerStream.until(LIVE_KEYS.appointments, "the booker's list");
    await bookerStream.until(LIVE_KEYS.rewards, "the booker's rewards");
    await otherStream.until(LIVE_KEYS.leaderboard, "the other salesperson's leaderboard");
    await adminStream.until(LIVE_KEYS.adminUsers, "the admin's user tiles");
    await adminStream.until(LIVE_KEYS.adminPendingPayouts, "the admin's payouts");
    expect(bookerStream.keys()).toContain(LIVE_KEYS.leaderboard);
    expect(otherStream.keys()).toContain(LIVE_KEYS.availableTimes);

    // Nobody hears another person's own reads, and the admin hears no salesperson's.
    for (const own of [LIVE_KEYS.appointments, LIVE_KEYS.metrics, LIVE_KEYS.rewards, LIVE_KEYS.badges, LIVE_KEYS.payoutDetails]) {
      expect(otherStream.keys()).not.toContain(own);
      expect(adminStream.keys()).not.toContain(own);
    }
    for (const stream of [bookerStream, otherStream]) expect([...stream.keys()].filter((key) => key.startsWith('/api/admin'))).toEqual([]);
    // The messages name reads, never data: no id, name or email of anybody.
    const everything = JSON.stringify([bookerStream, otherStream, adminStream].map((stream) => stream.received));
    for (const secret of [booker.id, booker.email, 'Leilani', other.id, 'Kainoa']) expect(everything).not.toContain(secret);
  });

  it('replays what a reconnecting stream missed after its Last-Event-ID, and asks for everything after an id it does not know', async () => {
    const person = await signedUpSalesperson(first, 'Makana', 'Returns');
    const before = await listen(`${secondUrl}/api/events/stream`, { cookie: person.cookie });
    await book(first, person.cookie, 4);
    await before.until(LIVE_KEYS.appointments, 'the first booking');
    const seen = before.received.at(-1)!.id;
    before.close();

    // Away: a second booking (its inline changes and, later, the worker's).
    await book(first, person.cookie, 5);
    await waitFor(async () => (await first.runner.statuses()).every((status) => status.lag === 0));

    // Back on the other replica, as a browser reconnects (the header), then as a stream reopened by hand (the parameter).
    const back = await listen(`${firstUrl}/api/events/stream`, { cookie: person.cookie, 'last-event-id': seen });
    await back.until(LIVE_KEYS.appointments, 'the missed booking, replayed');
    expect(back.received.every((message) => message.data.all !== true)).toBe(true);
    const byParameter = await listen(`${secondUrl}/api/events/stream?lastEventId=${encodeURIComponent(seen)}`, { cookie: person.cookie });
    await byParameter.until(LIVE_KEYS.appointments, 'the missed booking, replayed again');

    const lost = await listen(`${secondUrl}/api/events/stream`, { cookie: person.cookie, 'last-event-id': 'an-id-nobody-sent' });
    await waitFor(async () => lost.received.length > 0);
    expect(lost.received[0]!.data).toEqual({ keys: [], all: true });
  });

  it("carries a replica's very first change, made while its connection to Redis is still opening", async () => {
    const person = await signedUpSalesperson(first, 'Noelani', 'First');
    await waitFor(async () => (await first.runner.statuses()).every((status) => status.lag === 0));
    const stream = await listen(`${firstUrl}/api/events/stream`, { cookie: person.cookie });
    // A replica just started (a deploy, a scale-out): the booking is the first change it publishes.
    const fresh = await createTestApp({ queue: 'redis', runWorkers: false, queueNamespace, database: first.database });
    try {
      await book(fresh, person.cookie, 6);
      await stream.until(LIVE_KEYS.appointments, "the new replica's first booking");
    } finally {
      await fresh.close({ keepDatabase: true });
    }
  });

  it('refuses callers who are not signed in, and a ticket used twice, too old or made up', async () => {
    const http = () => request(second.app.getHttpServer()).get('/api/events/stream').set('x-forwarded-for', clientAddress());
    expect((await http().expect(401)).body.message).toBe(SIGN_IN_REQUIRED);
    expect((await http().query({ ticket: 'made-up' }).expect(401)).body.message).toBe(LIVE_TICKET_INVALID);
    expect((await http().query({ ticket: 'x'.repeat(201) }).expect(400)).body.message).toBe(LIVE_QUERY_INVALID);

    const ticket = await ticketFor(first);
    const used = await listen(`${secondUrl}/api/events/stream?ticket=${ticket}`);
    used.close();
    expect((await http().query({ ticket }).expect(401)).body.message).toBe(LIVE_TICKET_INVALID);

    const stale = await ticketFor(first);
    await first.dataSource.query("UPDATE live_tickets SET expires_at = now() - interval '1 second'");
    expect((await http().query({ ticket: stale }).expect(401)).body.message).toBe(LIVE_TICKET_INVALID);

    // A salesperson's cookie does not make an admin's ticket; an admin's token does not open a stream without one.
    const salesperson = await makeCaller(first, 'salesperson');
    await request(first.app.getHttpServer()).post('/api/admin/events/ticket').set(salesperson.headers).expect(401);
    const admin = await makeCaller(first, 'admin');
    expect((await http().set(admin.headers).expect(401)).body.message).toBe(SIGN_IN_REQUIRED);
  });
});

describe.each<QueueBackend>(['postgres'])('live updates on the %s default', (queue) => {
  let t: TestApp;
  let url: string;

  beforeAll(async () => {
    t = await createTestApp({ queue, runWorkers: true });
    url = await listening(t);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('carries the changes through LISTEN/NOTIFY, and ends every stream when the app shuts down', async () => {
    const person = await signedUpSalesperson(t, 'Noelani', 'Notify');
    const stream = new Listener(`${url}/api/events/stream`, { cookie: person.cookie });
    await stream.open();
    await book(t, person.cookie, 3);
    await stream.until(LIVE_KEYS.appointments, 'the booking, inline');
    await stream.until(LIVE_KEYS.leaderboard, 'the leaderboard, from the worker');
    expect(t.app.get(LiveStreams).size).toBe(1);

    const ended = new Promise<void>((resolve) => stream.source.addEventListener('error', () => resolve()));
    t.app.get(LiveStreams).beforeApplicationShutdown();
    await ended;
    stream.close();
    expect(t.app.get(LiveStreams).size).toBe(0);
  });
});
