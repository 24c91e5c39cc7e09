// Showroom screens (issue 20, part 4), on real PostgreSQL and Redis: an admin makes a screen's token (the answer shows
// it once; the log and the read model keep its hash), lists and revokes screens; the screen reads its board with the
// token alone, names masked for everyone; its live stream hears the leaderboard's changes until it is revoked.
import type { AddressInfo } from 'node:net';
import { EventSource } from 'eventsource';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_KEYS, type LiveMessage } from '@tint/libs/live';
import { TV_SCREEN_NAME_NOT_TEXT, TV_SCREEN_NAME_REQUIRED, TV_SCREEN_NAME_TOO_LONG, TV_SCREEN_NOT_FOUND, TV_TOKEN_INVALID } from '@tint/libs/texts/tv';
import { TV_LEADERBOARD_SIZE, TV_SCREEN_NAME_MAX, type CreatedTvScreen, type TvBoard, type TvScreen } from '@tint/libs/tv';
import { SINGLE_LINE_REQUIRED } from '@tint/libs/validation-messages';
import { DEFAULT_BUSINESS_TIMEZONE } from '@tint/libs/constants';
import { todayInZone } from '@tint/libs/slots';
import { bookingBody, weekdayAhead } from '../../../test/support/bookings.js';
import { clientAddress, ensureDemoAccounts, makeCaller } from '../../../test/support/callers.js';
import { commandEventCount } from '../../../test/support/event-counts.js';
import { signedUpSalesperson } from '../../../test/support/salespeople.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { waitFor, waitForProjections } from '../../../test/support/wait-for-projections.js';
import { tvTokenHash } from './tv-tokens.queries.js';

describe('showroom screens', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let url: string;
  const sources: EventSource[] = [];
  const http = () => request(t.app.getHttpServer());
  const addScreen = (body: object) => http().post('/api/admin/tv-tokens').set(admin).set('x-forwarded-for', clientAddress()).send(body);
  const board = (token: string) => http().get(`/api/tv/${token}`).set('x-forwarded-for', clientAddress());

  beforeAll(async () => {
    t = await createTestApp({ queue: 'redis', runWorkers: true });
    await ensureDemoAccounts(t);
    admin = (await makeCaller(t, 'admin')).headers;
    await t.app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${String((t.app.getHttpServer().address() as AddressInfo).port)}`;
  });
  afterAll(async () => {
    for (const source of sources) source.close();
    await t.close();
  });

  it('adds a screen (its token shown once, only its hash kept), lists it without the token, and revokes it', async () => {
    const created = (await addScreen({ name: '  Maui Toyota showroom  ' }).expect(201)).body as CreatedTvScreen;
    expect(created).toEqual({ id: expect.any(String), name: 'Maui Toyota showroom', createdAt: expect.any(String), token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), path: `/tv/${created.token}` });

    const events = await t.dataSource.query<{ type: string; data: Record<string, unknown>; metadata: { actor: { type: string } } }[]>(
      'SELECT type, data, metadata FROM events WHERE stream_id = $1 ORDER BY stream_version',
      [`tv-token-${created.id}`],
    );
    expect(events.map((e) => [e.type, e.data])).toEqual([
      ['TvTokenIssued', { tokenId: created.id, name: 'Maui Toyota showroom', tokenHash: tvTokenHash(created.token), issuedBy: expect.any(String) }],
    ]);
    expect(events[0]!.metadata.actor.type).toBe('admin');
    // The token itself is nowhere in the database.
    const [{ found }] = await t.dataSource.query<{ found: number }[]>(
      "SELECT (SELECT count(*) FROM events WHERE data::text LIKE '%' || $1 || '%') + (SELECT count(*) FROM tv_screens WHERE token_hash = $1 OR name = $1) AS found",
      [created.token],
    );
    expect(Number(found)).toBe(0);

    const listed = (await http().get('/api/admin/tv-tokens').set(admin).expect(200)).body as TvScreen[];
    expect(listed.find((screen) => screen.id === created.id)).toEqual({ id: created.id, name: 'Maui Toyota showroom', createdAt: created.createdAt });
    expect(JSON.stringify(listed)).not.toContain(created.token);

    await board(created.token).expect(200);
    await http().delete(`/api/admin/tv-tokens/${created.id}`).set(admin).expect(204);
    await http().delete(`/api/admin/tv-tokens/${created.id}`).set(admin).expect(204); // revoked already: nothing new
    expect((await t.dataSource.query<{ type: string }[]>('SELECT type FROM events WHERE stream_id = $1 ORDER BY stream_version', [`tv-token-${created.id}`])).map((e) => e.type)).toEqual([
      'TvTokenIssued',
      'TvTokenRevoked',
    ]);
    expect(((await http().get('/api/admin/tv-tokens').set(admin).expect(200)).body as TvScreen[]).map((s) => s.id)).not.toContain(created.id);
    expect((await board(created.token).expect(404)).body).toEqual({ statusCode: 404, message: TV_TOKEN_INVALID });

    // The audit log names both actions.
    const today = todayInZone(new Date(), DEFAULT_BUSINESS_TIMEZONE);
    const audit = (await http().get(`/api/admin/audit?from=${today}&to=${today}&type=tv_screen`).set(admin).expect(200)).body as {
      entries: { label: string; subject: string }[];
    };
    expect(audit.entries.slice(0, 2).map((entry) => entry.label)).toEqual(['Revoked showroom screen', 'Added showroom screen']);
    expect(audit.entries[0]!.subject).toContain('Maui Toyota showroom');
  });

  it('refuses a missing, long, multi-line or non-text name with 400, appending nothing, and an unknown screen with 404', async () => {
    const before = await commandEventCount(t, 'tv-token-');
    const refused = async (body: object) => {
      const answer = await addScreen(body);
      return [answer.status, (answer.body as { message: string }).message];
    };
    expect(await refused({})).toEqual([400, TV_SCREEN_NAME_REQUIRED]);
    expect(await refused({ name: '   ' })).toEqual([400, TV_SCREEN_NAME_REQUIRED]);
    expect(await refused({ name: 'x'.repeat(TV_SCREEN_NAME_MAX + 1) })).toEqual([400, TV_SCREEN_NAME_TOO_LONG]);
    expect(await refused({ name: 'Lobby\tscreen' })).toEqual([400, SINGLE_LINE_REQUIRED]);
    expect(await refused({ name: 42 })).toEqual([400, TV_SCREEN_NAME_NOT_TEXT]);
    expect(await refused({ name: 'Lobby', extra: true })).toEqual([400, expect.any(String)]);
    await addScreen({ name: 'x'.repeat(TV_SCREEN_NAME_MAX) }).expect(201);
    expect(await commandEventCount(t, 'tv-token-')).toBe(before + 1);

    expect((await http().delete('/api/admin/tv-tokens/00000000-0000-4000-8000-000000000000').set(admin).expect(404)).body.message).toBe(TV_SCREEN_NOT_FOUND);
    expect((await http().delete('/api/admin/tv-tokens/not-a-uuid').set(admin).expect(404)).body.message).toBe(TV_SCREEN_NOT_FOUND);
    for (const token of ['A'.repeat(43), 'short', 'A'.repeat(44), '%2e%2e']) {
      expect([token, (await board(token)).status, (await board(token)).body.message]).toEqual([token, 404, TV_TOKEN_INVALID]);
    }
  });

  it('rebuilds the screens from the log to the rows the appends left, and applying an event twice changes nothing', async () => {
    const kept = (await addScreen({ name: 'Kept screen' }).expect(201)).body as CreatedTvScreen;
    const revoked = (await addScreen({ name: 'Revoked screen' }).expect(201)).body as CreatedTvScreen;
    await http().delete(`/api/admin/tv-tokens/${revoked.id}`).set(admin).expect(204);
    const rows = () => t.dataSource.query('SELECT * FROM tv_screens ORDER BY id');
    const live = await rows();
    expect(live).toContainEqual(expect.objectContaining({ id: kept.id, name: 'Kept screen', token_hash: tvTokenHash(kept.token) }));
    expect(live).not.toContainEqual(expect.objectContaining({ id: revoked.id }));
    const projection = t.registry.list().find((p) => p.name === 'tv-screens')!;
    await t.runner.rebuild(projection);
    expect(await rows()).toEqual(live);
    const events = await t.eventStore.readStream(`tv-token-${kept.id}`);
    await t.transactions.run((tx) => projection.applyBatch!(events, { manager: tx.manager, tx }));
    expect(await rows()).toEqual(live);
    await board(kept.token).expect(200);
  });

  it('lets only admins make, list and revoke screens', async () => {
    const salesperson = (await makeCaller(t, 'salesperson')).headers;
    for (const caller of [{}, salesperson]) {
      await http().get('/api/admin/tv-tokens').set(caller).expect(401);
      await http().post('/api/admin/tv-tokens').set(caller).send({ name: 'Nope' }).expect(401);
      await http().delete('/api/admin/tv-tokens/00000000-0000-4000-8000-000000000000').set(caller).expect(401);
    }
  });

  it("shows the month's top salespeople masked for everyone, the dealership standings and no challenges yet, and never a full name, email or id", async () => {
    const person = await signedUpSalesperson(t, 'Pualani', 'Kealamakia');
    const { token } = (await addScreen({ name: 'Lobby' }).expect(201)).body as CreatedTvScreen;
    // Enough bookings to top the month.
    for (const [day, time] of [
      [3, '8:30 AM'],
      [3, '10:30 AM'],
      [4, '8:30 AM'],
      [4, '10:30 AM'],
      [5, '8:30 AM'],
      [5, '10:30 AM'],
    ] as const) {
      await http()
        .post('/api/appointments')
        .set('cookie', person.cookie)
        .set('x-forwarded-for', clientAddress())
        .send(bookingBody({ appointmentDate: weekdayAhead(day), appointmentTime: time }))
        .expect(201);
    }
    await waitForProjections(t.runner);

    const answer = await board(token).expect(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const body = answer.body as TvBoard;
    expect(Object.keys(body).sort()).toEqual(['challenges', 'dealerships', 'generatedAt', 'leaderboard', 'month', 'screenName']);
    expect(body.screenName).toBe('Lobby');
    expect(body.month).toMatch(/^[A-Z][a-z]+ \d{4}$/);
    expect(body.challenges).toEqual([]);
    expect(body.leaderboard.length).toBeLessThanOrEqual(TV_LEADERBOARD_SIZE);
    expect(body.leaderboard.map((entry) => entry.rank)).toEqual(body.leaderboard.map((_, index) => index + 1));
    for (const entry of body.leaderboard) expect(Object.keys(entry).sort()).toEqual(['bookings', 'completed', 'dealership', 'name', 'rank']);
    expect(body.leaderboard).toContainEqual({ rank: expect.any(Number), name: 'Pualani K.', dealership: 'Maui Toyota', bookings: 6, completed: 0 });
    // Every name is masked: at most a first name and an initial.
    for (const entry of body.leaderboard) expect(entry.name).toMatch(/^(\S.*\s)?[A-Z]\.$|^[^.]*$/);
    expect(body.dealerships).toContainEqual({ rank: expect.any(Number), dealership: 'Maui Toyota', bookings: expect.any(Number), completed: expect.any(Number), salespeople: expect.any(Number) });
    for (const standing of body.dealerships) expect(standing).not.toHaveProperty('isMine');

    const everything = JSON.stringify(body);
    const people = await t.dataSource.query<{ id: string; last_name: string; email: string }[]>('SELECT id, last_name, email FROM gamification_salespeople');
    for (const someone of people) {
      expect(everything).not.toContain(someone.id);
      expect(everything.toLowerCase()).not.toContain(someone.email.toLowerCase());
      if (someone.last_name.length > 1) expect(everything).not.toContain(someone.last_name);
    }
  });

  it("opens a screen's live stream with its token: the leaderboard's changes arrive after a booking; a revoked or unknown token opens none", async () => {
    const person = await signedUpSalesperson(t, 'Kaimana', 'Streamer');
    const created = (await addScreen({ name: 'Stream screen' }).expect(201)).body as CreatedTvScreen;
    const received: LiveMessage[] = [];
    const source = new EventSource(`${url}/api/events/stream?tv=${created.token}`);
    sources.push(source);
    source.addEventListener('invalidate', (event) => received.push(JSON.parse(event.data) as LiveMessage));
    await new Promise<void>((resolve, reject) => {
      source.addEventListener('open', () => resolve());
      source.addEventListener('error', (error) => reject(error));
    });

    await http()
      .post('/api/appointments')
      .set('cookie', person.cookie)
      .set('x-forwarded-for', clientAddress())
      .send(bookingBody({ appointmentDate: weekdayAhead(6), appointmentTime: '12:30 PM' }))
      .expect(201);
    const keys = () => new Set(received.flatMap((message) => message.keys));
    await waitFor(async () => keys().has(LIVE_KEYS.leaderboard) && keys().has(LIVE_KEYS.dealershipStandings), { describe: () => `the leaderboard keys (has ${[...keys()].join(', ')})` });
    // Nothing of anybody's own, nothing of the admins'.
    for (const own of [LIVE_KEYS.appointments, LIVE_KEYS.metrics, LIVE_KEYS.rewards, LIVE_KEYS.payoutDetails]) expect(keys()).not.toContain(own);
    expect([...keys()].filter((key) => key.startsWith('/api/admin'))).toEqual([]);
    expect(JSON.stringify(received)).not.toContain(person.id);
    source.close();

    await http().delete(`/api/admin/tv-tokens/${created.id}`).set(admin).expect(204);
    const stream = (query: Record<string, string>) => http().get('/api/events/stream').set('x-forwarded-for', clientAddress()).query(query);
    expect((await stream({ tv: created.token }).expect(404)).body.message).toBe(TV_TOKEN_INVALID);
    expect((await stream({ tv: 'B'.repeat(43) }).expect(404)).body.message).toBe(TV_TOKEN_INVALID);
    expect((await stream({ tv: 'x'.repeat(201) }).expect(400)).status).toBe(400);
  });
});
