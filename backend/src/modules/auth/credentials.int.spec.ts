// Password hashes are never in the event log (issue 17): the commands write them to `credentials` beside the
// account's events, and the migration that introduced it took the hashes the log already held out of it.
import { CommandBus } from '@nestjs/cqrs';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { CreateAdminCommand } from './auth.commands.js';
import { Credentials1764900000000 } from './credentials.migration.js';
import { hashPassword } from './passwords.js';
import { sha256 } from './sessions.js';

const SYSTEM = { actor: { type: 'system' as const, id: 'credentials-spec' }, correlationId: '00000000-0000-4000-8000-00000000c7ed' };

describe('credentials: no password hash in the event log', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());
  const hashesInLog = async () =>
    (await t.dataSource.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM events WHERE data::text LIKE '%$argon2%' OR metadata::text LIKE '%$argon2%'`))[0]!.n;

  beforeAll(async () => {
    t = await createTestApp({ queue: 'postgres', runWorkers: false });
  });
  afterAll(async () => {
    await t.close();
  });

  const signUp = async (email: string, password: string) => {
    await http()
      .post('/api/signup')
      .send({ firstName: 'Nani', lastName: 'Akana', email, phoneNumber: '8085551234', company: 'Aloha Kia', password })
      .expect(201);
    const login = await http().post('/api/login').send({ email, password }).expect(200);
    return (login.body as { id: string }).id;
  };

  it('signs up, resets a password and creates an admin without a hash in any event, and each signs in', async () => {
    const id = await signUp('nani.credentials@example.com', 'first password here');
    await t.app.get(CommandBus).execute(new CreateAdminCommand({ firstName: 'Ops', lastName: 'Person', email: 'ops.credentials@example.com', password: 'admin password here' }, SYSTEM));
    // A reset link as the forgotten-password mail would carry it (the table keeps only the token's hash).
    const token = 'a-reset-token-for-the-credentials-spec';
    await t.dataSource.query(`INSERT INTO password_reset_tokens (token_hash, salesperson_id, expires_at) VALUES ($1, $2, now() + interval '1 hour')`, [sha256(token), id]);
    await http().post('/api/reset-password').send({ token, password: 'second password here' }).expect(200);

    expect(await hashesInLog()).toBe(0);
    const types = await t.dataSource.query<{ type: string; data: Record<string, unknown> }[]>(
      `SELECT type, data FROM events WHERE stream_id IN ($1, (SELECT 'admin-' || id FROM admins_accounts WHERE email = $2)) ORDER BY global_position`,
      [`salesperson-${id}`, 'ops.credentials@example.com'],
    );
    expect(types).toEqual([
      { type: 'SalespersonRegistered', data: expect.objectContaining({ hasPassword: true }) },
      { type: 'AdminCreated', data: expect.objectContaining({ hasPassword: true }) },
      { type: 'SalespersonPasswordChanged', data: {} },
    ]);
    await http().post('/api/login').send({ email: 'nani.credentials@example.com', password: 'first password here' }).expect(401);
    await http().post('/api/login').send({ email: 'nani.credentials@example.com', password: 'second password here' }).expect(200);
    await http().post('/api/admin/login').send({ email: 'ops.credentials@example.com', password: 'admin password here' }).expect(200);
  });

  it('the migration took the hashes of an older log out of it, kept every account signing in, and re-armed the append-only rule', async () => {
    const id = await signUp('kai.migration@example.com', 'current password here');
    await t.app.get(CommandBus).execute(new CreateAdminCommand({ firstName: 'Ops', lastName: 'Migrated', email: 'ops.migration@example.com', password: 'admin password here' }, SYSTEM));
    const migration = new Credentials1764900000000();
    const runner = t.dataSource.createQueryRunner();
    try {
      // The log and the tables as they were before the migration: hashes in the events and in the read model.
      await runner.startTransaction();
      await migration.down(runner);
      const [{ password_hash: current }] = (await runner.query('SELECT password_hash FROM accounts_salespeople WHERE id = $1', [id])) as [{ password_hash: string }];
      const older = await hashPassword('an older password');
      await runner.query('ALTER TABLE events DISABLE TRIGGER events_append_only');
      await runner.query(`UPDATE events SET data = (data - 'hasPassword') || jsonb_build_object('passwordHash', $2::text) WHERE stream_id = $1 AND type = 'SalespersonRegistered'`, [`salesperson-${id}`, older]);
      await runner.query(
        `UPDATE events e SET data = (e.data - 'hasPassword') || jsonb_build_object('passwordHash', a.password_hash)
         FROM admins_accounts a WHERE e.stream_id = 'admin-' || a.id AND e.type = 'AdminCreated'`,
      );
      await runner.query('ALTER TABLE events ENABLE TRIGGER events_append_only');
      await runner.query(
        `INSERT INTO events (stream_id, stream_version, type, data, metadata, event_id, occurred_at)
         VALUES ($1, 2, 'SalespersonPasswordChanged', jsonb_build_object('passwordHash', $2::text), '{}', gen_random_uuid(), now())`,
        [`salesperson-${id}`, current],
      );
      await runner.commitTransaction();
      expect(await hashesInLog()).toBeGreaterThanOrEqual(3);

      await runner.startTransaction();
      await migration.up(runner);
      await runner.commitTransaction();
    } finally {
      await runner.release();
    }

    expect(await hashesInLog()).toBe(0);
    // Read through the event store, which opens the personal fields (sealed in the log since issue 17's part 2).
    const registered = await t.eventStore.readStream(`salesperson-${id}`);
    expect(registered.map((row) => row.data)).toEqual([expect.objectContaining({ hasPassword: true, email: 'kai.migration@example.com' }), {}]);
    await http().post('/api/login').send({ email: 'kai.migration@example.com', password: 'current password here' }).expect(200);
    await http().post('/api/login').send({ email: 'kai.migration@example.com', password: 'an older password' }).expect(401);
    await http().post('/api/admin/login').send({ email: 'ops.migration@example.com', password: 'admin password here' }).expect(200);
    const admins = await t.dataSource.query<{ data: Record<string, unknown> }[]>(`SELECT data FROM events WHERE type = 'AdminCreated'`);
    expect(admins.map((row) => row.data.hasPassword)).toEqual(admins.map(() => true));
    await expect(t.dataSource.query(`UPDATE events SET data = data WHERE stream_id = $1`, [`salesperson-${id}`])).rejects.toThrow('events are append-only');
  });
});
