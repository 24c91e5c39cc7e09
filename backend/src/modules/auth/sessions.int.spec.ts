// A salesperson's session is looked up in the database once every SESSION_CACHE_MS, not on every request
// (issue 15): a revocation made through this process counts at once, one made by another process within
// SESSION_CACHE_MS.
import request from 'supertest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { TestClock } from '../../../test/support/test-clock.js';
import { SESSION_CACHE_MS } from './sessions.js';

describe('remembered sessions', () => {
  let t: TestApp;
  const clock = new TestClock(new Date());
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await createTestApp({ queue: 'postgres', runWorkers: false, clock });
  });
  afterAll(() => t.close());

  async function signedIn(): Promise<{ cookie: string; email: string }> {
    const email = `kai.${Math.random().toString(36).slice(2)}@example.com`;
    const person = { firstName: 'Kai', lastName: 'Akana', email, phoneNumber: '8085551234', company: 'Aloha Kia', password: 'correct horse battery' };
    await http().post('/api/signup').send(person).expect(201);
    const login = await http().post('/api/login').send({ email, password: person.password }).expect(200);
    return { cookie: login.headers['set-cookie']![0]!.split(';')[0]!, email };
  }
  const currentUser = async (cookie: string) => (await http().get('/api/auth/user').set('cookie', cookie).expect(200)).body as { email: string } | null;

  it('honours a revocation made by another process within SESSION_CACHE_MS, and its own at once', async () => {
    const { cookie, email } = await signedIn();
    expect((await currentUser(cookie))?.email).toBe(email);

    // Another API process ends the session (a logout there): this one still trusts what it found a moment ago...
    await t.dataSource.query('UPDATE sessions SET revoked_at = now() WHERE revoked_at IS NULL');
    expect((await currentUser(cookie))?.email).toBe(email);
    // ...for SESSION_CACHE_MS at most.
    clock.advance(SESSION_CACHE_MS + 1);
    expect(await currentUser(cookie)).toBeNull();

    // A logout through this process: refused on the very next request.
    const second = await signedIn();
    expect((await currentUser(second.cookie))?.email).toBe(second.email);
    await http().post('/api/logout').set('cookie', second.cookie);
    expect(await currentUser(second.cookie)).toBeNull();
  });
});
