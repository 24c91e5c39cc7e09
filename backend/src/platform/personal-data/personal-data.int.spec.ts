// Crypto-shredding on real PostgreSQL (issue 17): the log holds personal fields sealed, the read models and the
// screens' answers hold them opened, a lost key costs only its own subject's fields, and a wrong secret stops the start.
import { ERASED_CUSTOMER_NAME } from '@tint/libs/texts/privacy';
import request from 'supertest';
import { bookingBody, weekdayAhead } from '../../../test/support/bookings.js';
import { signedUpSalesperson } from '../../../test/support/salespeople.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { loadConfig } from '../../config/app-config.js';
import { appointmentStream, customerSubject } from '../../modules/appointments/appointment.js';
import { PERSONAL_DATA } from '../../personal-data.js';
import { appendToStream, readStream } from '../event-store/event-store.js';
import { DataKeySecretError, PersonalData, WRONG_DATA_KEY_SECRET } from './personal-data.js';

type Listed = { id: string; customerFirstName: string; customerLastName: string; customerPhone: string; customerEmail: string | null };

describe('personal data in the log', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await createTestApp({ queue: 'postgres' });
  });
  afterAll(() => t.close());

  async function book(cookie: string, customer: Record<string, unknown>, day: number): Promise<string> {
    const answer = await http().post('/api/appointments').set('cookie', cookie).set('idempotency-key', crypto.randomUUID()).send(bookingBody({ ...customer, appointmentDate: weekdayAhead(day) })).expect(201);
    return (answer.body as { id: string }).id;
  }

  const listed = async (cookie: string) => (await http().get('/api/appointments').set('cookie', cookie).expect(200)).body as Listed[];
  const eventText = async () => (await t.dataSource.query<{ text: string }[]>('SELECT string_agg(data::text, chr(10)) AS text FROM events'))[0]!.text;

  it('seals names, phones and emails in the events, while the read models and the answers have them as entered', async () => {
    const seller = await signedUpSalesperson(t, 'Kaimana', 'Sealedname');
    await book(seller.cookie, { customerFirstName: 'Iolani', customerLastName: 'Hiddenlast', customerPhone: '8085559911', customerEmail: 'iolani.hidden@example.com' }, 2);

    const log = await eventText();
    for (const personal of ['Kaimana', 'Sealedname', seller.email, 'Iolani', 'Hiddenlast', '8085559911', 'iolani.hidden@example.com']) expect(log).not.toContain(personal);
    // The rest of the booking stays readable for audits and analytics.
    expect(log).toContain('"tintPackageId": "ceramic"');
    expect(log).toContain('"vehicleMake": "Toyota"');

    const [appointment] = await listed(seller.cookie);
    expect(appointment).toMatchObject({ customerFirstName: 'Iolani', customerLastName: 'Hiddenlast', customerPhone: '8085559911', customerEmail: 'iolani.hidden@example.com' });
    const history = await t.eventStore.readStream(appointmentStream(appointment!.id));
    expect(history[0]!.data).toMatchObject({ customerFirstName: 'Iolani', customerPhone: '8085559911' });
    // Signing in reads the account by its email: it still works.
    await http().post('/api/login').send({ email: seller.email, password: 'long password' }).expect(200);

    // A projection that reads no customer's fields gets the booking as the log keeps it (ProjectionHandler.opens).
    const stored = await readStream(t.dataSource.manager, appointmentStream(appointment!.id));
    const personalData = t.app.get(PersonalData);
    const [asKept] = await personalData.open(t.dataSource.manager, stored, ['PayoutFulfilled']);
    expect(JSON.stringify(asKept!.data)).not.toContain('Iolani');
    expect(asKept!.data).toMatchObject({ customerFirstName: { $pd: 1 }, vehicleMake: 'Toyota' });
    const [opened] = await personalData.open(t.dataSource.manager, stored, ['AppointmentBooked']);
    expect(opened!.data).toMatchObject({ customerFirstName: 'Iolani', customerPhone: '8085559911' });
  });

  it("loses only one customer's fields when that customer's key is gone, and a rebuild replays everyone else's", async () => {
    const seller = await signedUpSalesperson(t, 'Keala', 'Replayer');
    const kept = await book(seller.cookie, { customerFirstName: 'Kept', customerLastName: 'Customer' }, 3);
    const lost = await book(seller.cookie, { customerFirstName: 'Lost', customerLastName: 'Customer' }, 4);
    await t.dataSource.query('DELETE FROM data_keys WHERE subject = $1', [customerSubject(lost)]);

    for (const projection of t.registry.list().filter((p) => p.kind !== 'reactor')) await t.runner.rebuild(projection);

    const byId = new Map((await listed(seller.cookie)).map((appointment) => [appointment.id, appointment]));
    expect(byId.get(kept)).toMatchObject({ customerFirstName: 'Kept', customerLastName: 'Customer' });
    expect(`${byId.get(lost)!.customerFirstName} ${byId.get(lost)!.customerLastName}`).toBe(ERASED_CUSTOMER_NAME);
    expect(byId.get(lost)).toMatchObject({ customerPhone: '', customerEmail: null });
  });

  it('seals at start-up the events written before sealing existed, once', async () => {
    const appointmentId = crypto.randomUUID();
    // An event as the log held it before: written past the sealing, with its fields in plaintext.
    await t.dataSource.transaction((manager) =>
      appendToStream(manager, appointmentStream(appointmentId), 0, [{ type: 'AppointmentBooked', data: { ...bookingBody({ customerFirstName: 'Legacyfirst' }), appointmentId, salespersonId: null, isTest: true, estimatedPriceCents: 1, commissionCents: 0, windowOption: null, vehicleSize: null } }], {
        actor: { type: 'system' },
        correlationId: crypto.randomUUID(),
      }),
    );
    await t.dataSource.query('UPDATE data_key_check SET legacy_sealed = false');
    expect(await eventText()).toContain('Legacyfirst');

    await new PersonalData(loadConfig({ NODE_ENV: 'test' }), PERSONAL_DATA, t.dataSource).whenReady();

    expect(await eventText()).not.toContain('Legacyfirst');
    const [event] = await t.eventStore.readStream(appointmentStream(appointmentId));
    expect(event!.data.customerFirstName).toBe('Legacyfirst');
    expect((await t.dataSource.query<{ legacy_sealed: boolean }[]>('SELECT legacy_sealed FROM data_key_check'))[0]!.legacy_sealed).toBe(true);
    // The raw log is sealed, and the append-only trigger is armed again.
    expect((await readStream(t.dataSource.manager, appointmentStream(appointmentId)))[0]!.data.customerFirstName).toEqual(expect.objectContaining({ $pd: 1 }));
    await expect(t.dataSource.query("UPDATE events SET data = '{}' WHERE stream_id = $1", [appointmentStream(appointmentId)])).rejects.toThrow();
  });
});

// Its own product without workers: while the secret changes under it, nothing of it reads the keys.
describe('the data key secret', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ queue: 'postgres', runWorkers: false });
  });
  afterAll(() => t.close());

  it('refuses to start with a secret that does not open the keys, and rotates to a new secret given the previous one', async () => {
    const secret = (letter: string) => letter.repeat(40);
    const starting = (env: Record<string, string>) => new PersonalData(loadConfig({ NODE_ENV: 'test', ...env }), PERSONAL_DATA, t.dataSource).whenReady();

    const refused = starting({ DATA_KEY_SECRET: secret('w') });
    await expect(refused).rejects.toBeInstanceOf(DataKeySecretError);
    await expect(refused).rejects.toThrow(WRONG_DATA_KEY_SECRET);

    const seller = await signedUpSalesperson(t, 'Rotating', 'Keys');
    await request(t.app.getHttpServer()).post('/api/appointments').set('cookie', seller.cookie).set('idempotency-key', crypto.randomUUID()).send(bookingBody({ customerFirstName: 'Beforerotation' })).expect(201);
    // Rotation: the old secret as the previous one; the keys are wrapped again and the data reads the same.
    const current = loadConfig({ NODE_ENV: 'test' }).dataKeySecret;
    await starting({ DATA_KEY_SECRET: secret('n'), DATA_KEY_PREVIOUS_SECRET: current });
    const rotated = new PersonalData(loadConfig({ NODE_ENV: 'test', DATA_KEY_SECRET: secret('n') }), PERSONAL_DATA, t.dataSource);
    await rotated.whenReady();
    const events = await rotated.open(t.dataSource.manager, await t.dataSource.query<{ type: string; data: Record<string, unknown> }[]>("SELECT type, data FROM events WHERE type = 'AppointmentBooked'"));
    expect(events.map((event) => event.data.customerFirstName)).toContain('Beforerotation');
    await expect(starting({})).rejects.toThrow(WRONG_DATA_KEY_SECRET);
  });
});
