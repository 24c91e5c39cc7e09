// A salesperson signed up through the API (as a person would) and a session of theirs, for the specs that call
// the salesperson's routes with supertest.
import request from 'supertest';
import { AccountsQueries } from '../../src/modules/auth/accounts.queries.js';
import { SESSION_COOKIE, Sessions } from '../../src/modules/auth/sessions.js';
import { clientAddress } from './callers.js';
import type { TestApp } from './test-app.js';

let signedUp = 0;

/** Signs up `firstName lastName` with a fresh email, and answers their id, email and a session cookie. */
export async function signedUpSalesperson(t: TestApp, firstName: string, lastName = 'Tester'): Promise<{ cookie: string; email: string; id: string }> {
  const email = `${firstName.toLowerCase()}.${String(++signedUp)}.${String(Date.now())}@example.com`;
  await request(t.app.getHttpServer())
    .post('/api/signup')
    .set('x-forwarded-for', clientAddress())
    .send({ firstName, lastName, email, phoneNumber: '8085550000', company: 'Maui Toyota', password: 'long password' })
    .expect(201);
  const id = (await t.app.get(AccountsQueries).idByEmail('salesperson', email))!;
  return { cookie: `${SESSION_COOKIE}=${await t.app.get(Sessions).create(id)}`, email, id };
}
