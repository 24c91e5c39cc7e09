import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { commandEventCount } from '../../../test/support/event-counts.js';
import { Mailer } from '../../platform/mail/mailer.js';
import { existingAccountMail } from '@tint/libs/texts/mail';
import { SIGNUP_SUCCESS_TEXT } from '@tint/libs/validation-messages';
import { AccountMails } from './account-mails.js';

const newcomer = (overrides: Record<string, string> = {}) => ({
  firstName: 'Nani',
  lastName: 'Akana',
  email: `nani.${Math.random().toString(36).slice(2)}@example.com`,
  phoneNumber: '8085551234',
  company: 'Aloha Kia',
  password: 'correct horse battery',
  ...overrides,
});

describe('salesperson accounts', () => {
  let t: TestApp;
  let mailDir: string;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await createTestApp({ queue: 'redis', env: { DATA_DIR: path.join('/tmp', `tint-auth-${process.pid}`) } });
    mailDir = t.app.get(Mailer).mailDir;
  });
  afterAll(async () => {
    await t.close();
    await rm(path.dirname(mailDir), { recursive: true, force: true });
  });

  const countEvents = () => commandEventCount(t);

  it('signs up, signs in with a revocable HTTP-only session cookie, and signs out', async () => {
    const person = newcomer({ email: 'Nani.Mixed@Example.com' });
    const signup = await http().post('/api/signup').send(person).expect(201);
    expect(signup.body).toEqual({ message: SIGNUP_SUCCESS_TEXT });

    expect((await http().get('/api/auth/user').expect(200)).body).toBeNull();
    const login = await http().post('/api/login').send({ email: 'nani.mixed@example.com', password: person.password }).expect(200);
    const id = (login.body as { id: string }).id;
    const [event] = await t.eventStore.readStream(`salesperson-${id}`);
    expect(event).toMatchObject({ type: 'SalespersonRegistered', streamVersion: 1 });
    // The password's hash is beside the log, never in it.
    expect(event!.data).toMatchObject({ hasPassword: true });
    expect(JSON.stringify(event!.data)).not.toContain('$argon2');
    const [credential] = await t.dataSource.query<{ password_hash: string }[]>('SELECT password_hash FROM credentials WHERE account_id = $1', [id]);
    expect(credential!.password_hash).toMatch(/^\$argon2id\$/);
    const cookie = login.headers['set-cookie']![0]!;
    expect(cookie).toMatch(/^tint_session=[\w-]{40,};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/); // only in production
    const session = cookie.split(';')[0]!;

    const me = await http().get('/api/auth/user').set('cookie', session).expect(200);
    expect(me.body).toEqual({ id, firstName: 'Nani', lastName: 'Akana', email: 'nani.mixed@example.com', company: 'Aloha Kia', phoneNumber: '8085551234' });

    const logout = await http().get('/api/logout').set('cookie', session).expect(302);
    expect(logout.headers.location).toBe('/');
    expect((await http().get('/api/auth/user').set('cookie', session).expect(200)).body).toBeNull(); // revoked on the server, not just forgotten
  });

  it("answers a second sign-up for an email exactly as the first, appends nothing, and mails the address's owner", async () => {
    const person = newcomer();
    const first = await http().post('/api/signup').send(person).expect(201);
    const before = await countEvents();
    const again = await http().post('/api/signup').send({ ...person, email: person.email.toUpperCase(), password: 'another password' }).expect(201);
    expect(again.body).toEqual(first.body);
    expect(await countEvents()).toBe(before);

    await t.app.get(AccountMails).settled();
    const mails = await Promise.all((await readdir(mailDir)).map((f) => readFile(path.join(mailDir, f), 'utf8')));
    const notice = mails.find((m) => m.includes(`To: ${person.email}`) && m.includes('tried to create'));
    expect(notice).toContain(existingAccountMail(person.firstName, 'http://localhost:3000/').text);
    // The first password still signs in; the second was never stored.
    await http().post('/api/login').send({ email: person.email, password: person.password }).expect(200);
    await http().post('/api/login').send({ email: person.email, password: 'another password' }).expect(401);
  });

  it('accepts long passwords whole (never truncated)', async () => {
    const long = 'p'.repeat(100) + 'A';
    const person = newcomer({ password: long + 'x'.repeat(27) });
    await http().post('/api/signup').send(person).expect(201);
    await http().post('/api/login').send({ email: person.email, password: person.password }).expect(200);
    await http().post('/api/login').send({ email: person.email, password: long }).expect(401);
  });

  it('answers a wrong password and an unknown email alike', async () => {
    const person = newcomer();
    await http().post('/api/signup').send(person).expect(201);
    const wrong = await http().post('/api/login').send({ email: person.email, password: 'not the password' }).expect(401);
    const unknown = await http().post('/api/login').send({ email: 'nobody@example.com', password: 'not the password' }).expect(401);
    expect(wrong.body).toEqual({ statusCode: 401, message: 'Invalid email or password.' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('resets a forgotten password through a single-use mailed link that ends every session', async () => {
    const person = newcomer();
    await http().post('/api/signup').send(person).expect(201);
    const session = (await http().post('/api/login').send({ email: person.email, password: person.password }).expect(200)).headers['set-cookie']![0]!.split(';')[0]!;

    const known = await http().post('/api/forgot-password').send({ email: person.email }).expect(200);
    const unknown = await http().post('/api/forgot-password').send({ email: 'nobody@example.com' }).expect(200);
    expect(known.body).toEqual({ message: 'If an account exists for that email, we have sent a password reset link.' });
    expect(unknown.body).toEqual(known.body);
    await t.app.get(AccountMails).settled();

    const mails = await Promise.all((await readdir(mailDir)).map((f) => readFile(path.join(mailDir, f), 'utf8')));
    const mail = mails.find((m) => m.includes(`To: ${person.email}`))!;
    expect(mails.some((m) => m.includes('nobody@example.com'))).toBe(false);
    const link = /http:\/\/localhost:3000\/reset-password\?token=([\w-]+)/.exec(mail);
    expect(link).not.toBeNull();
    const token = link![1]!;

    const reset = await http().post('/api/reset-password').send({ token, password: 'a brand new secret' }).expect(200);
    expect(reset.body.message).toMatch(/password has been reset/);
    expect((await http().get('/api/auth/user').set('cookie', session).expect(200)).body).toBeNull();
    await http().post('/api/login').send({ email: person.email, password: person.password }).expect(401);
    await http().post('/api/login').send({ email: person.email, password: 'a brand new secret' }).expect(200);

    const events = await countEvents();
    const reuse = await http().post('/api/reset-password').send({ token, password: 'yet another secret' }).expect(400);
    expect(reuse.body).toEqual({ statusCode: 400, message: 'This password reset link is invalid or has expired.' });
    expect(await countEvents()).toBe(events);
  });

  it('refuses an expired reset link', async () => {
    const person = newcomer();
    await http().post('/api/signup').send(person).expect(201);
    await http().post('/api/forgot-password').send({ email: person.email }).expect(200);
    await t.app.get(AccountMails).settled();
    const file = (await readdir(mailDir)).sort().at(-1)!;
    const token = /token=([\w-]+)/.exec(await readFile(path.join(mailDir, file), 'utf8'))![1]!;
    await t.dataSource.query("UPDATE password_reset_tokens SET expires_at = now() - interval '1 second'");
    await http().post('/api/reset-password').send({ token, password: 'a brand new secret' }).expect(400);
  });

  it('gives the 11th failed login in a minute for one email a 429', async () => {
    const email = `target.${Date.now()}@example.com`;
    for (let attempt = 1; attempt <= 10; attempt++) {
      await http().post('/api/login').send({ email, password: `guess ${attempt}` }).expect(401);
    }
    const blocked = await http().post('/api/login').send({ email, password: 'guess 11' }).expect(429);
    expect(blocked.body).toEqual({ statusCode: 429, message: 'Too many requests. Please wait a moment and try again.' });
    // Another email is not affected.
    await http().post('/api/login').send({ email: `other.${Date.now()}@example.com`, password: 'whatever1' }).expect(401);
  });
});
