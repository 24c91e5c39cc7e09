// Single sign-on against a real OpenID provider (oidc-provider) listening on 127.0.0.1, driven
// through its own login and consent pages as a browser would, redirect by redirect.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
// oidc-provider ships no type declarations.
// @ts-expect-error -- untyped module
import Provider from 'oidc-provider';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { clientAddress } from '../../../test/support/callers.js';
import { AccountsQueries } from './accounts.queries.js';

type Person = { sub: string; email: string; verified: boolean; given: string; family: string };
const people = new Map<string, Person>();

async function startProvider(redirectUri: string): Promise<{ issuer: string; server: Server }> {
  const server = await new Promise<Server>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => resolve(s));
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [{ client_id: 'tint-portal', client_secret: 'tint-portal-secret', redirect_uris: [redirectUri], response_types: ['code'], grant_types: ['authorization_code'] }],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    findAccount: async (_ctx: unknown, id: string) => {
      const person = people.get(id);
      if (!person) return undefined;
      return {
        accountId: id,
        claims: async () => ({ sub: person.sub, email: person.email, email_verified: person.verified, given_name: person.given, family_name: person.family }),
      };
    },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
  });
  provider.proxy = false;
  server.on('request', provider.callback());
  return { issuer, server };
}

/** Follows the provider's pages like a browser: sign in as `login`, consent, land on our callback. */
async function signInAtProvider(authorizeUrl: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const remember = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      jar.set(name!, value.join('='));
    }
  };
  let url = authorizeUrl;
  for (let hop = 0; hop < 20; hop++) {
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: cookieHeader() } });
    remember(res);
    const location = res.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.pathname === '/api/callback') return next;
      url = next.href;
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`Unexpected provider page at ${url}: ${html.slice(0, 200)}`);
    const body = new URLSearchParams({ prompt, ...(prompt === 'login' ? { login, password: 'any' } : {}) });
    const posted = await fetch(new URL(action, url), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    remember(posted);
    url = new URL(posted.headers.get('location')!, url).href;
  }
  throw new Error('Too many redirects at the provider');
}

describe('single sign-on through an OpenID Connect provider', () => {
  const publicUrl = 'http://127.0.0.1:3999';
  let provider: { issuer: string; server: Server };
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    provider = await startProvider(`${publicUrl}/api/callback`);
    t = await createTestApp({
      queue: 'postgres',
      env: { OIDC_ISSUER_URL: provider.issuer, OIDC_CLIENT_ID: 'tint-portal', OIDC_CLIENT_SECRET: 'tint-portal-secret', PUBLIC_URL: publicUrl },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => provider.server.close(resolve));
  });

  /** GET /api/login → provider → GET /api/callback; returns the callback's answer. */
  async function signInThroughProvider(login: string) {
    const address = clientAddress();
    const start = await http().get('/api/login').set('x-forwarded-for', address).expect(302);
    expect(start.headers.location).toMatch(new RegExp(`^${provider.issuer}/auth\\?`));
    const flowCookie = start.headers['set-cookie']![0]!.split(';')[0]!;
    const callback = await signInAtProvider(start.headers.location!, login);
    return http().get(`${callback.pathname}${callback.search}`).set('x-forwarded-for', address).set('cookie', flowCookie);
  }

  const currentUser = (res: request.Response) => {
    const session = (res.headers['set-cookie'] as unknown as string[]).find((c: string) => c.startsWith('tint_session='))!.split(';')[0]!;
    return http().get('/api/auth/user').set('cookie', session).expect(200).then((r) => r.body);
  };

  it('creates an account for a new verified email and signs it in', async () => {
    people.set('alana', { sub: 'sub-alana', email: 'Alana@Example.com', verified: true, given: 'Alana', family: 'Kahananui' });
    const res = await signInThroughProvider('alana');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/');
    expect(await currentUser(res)).toMatchObject({ firstName: 'Alana', lastName: 'Kahananui', email: 'alana@example.com' });
    // Second time: found by the provider's subject, no second account.
    const again = await signInThroughProvider('alana');
    expect((await currentUser(again)).email).toBe('alana@example.com');
    expect(await t.dataSource.query("SELECT count(*)::int AS n FROM accounts_salespeople WHERE email = 'alana@example.com'")).toEqual([{ n: 1 }]);
  });

  it('links an existing account by verified email', async () => {
    await http()
      .post('/api/signup')
      .set('x-forwarded-for', clientAddress())
      .send({ firstName: 'Keoni', lastName: 'Pua', email: 'keoni@example.com', phoneNumber: '8085550000', company: 'Island Honda', password: 'keoni password' })
      .expect(201);
    const id = (await t.app.get(AccountsQueries).idByEmail('salesperson', 'keoni@example.com'))!;
    people.set('keoni', { sub: 'sub-keoni', email: 'keoni@example.com', verified: true, given: 'K', family: 'P' });
    const res = await signInThroughProvider('keoni');
    expect(await currentUser(res)).toMatchObject({ id, firstName: 'Keoni', company: 'Island Honda' });
    const stream = await t.eventStore.readStream(`salesperson-${id}`);
    expect(stream.map((e) => e.type)).toEqual(['SalespersonRegistered', 'SalespersonIdentityLinked']);
  });

  it('refuses an unverified email and sends the visitor back to the landing page', async () => {
    people.set('mystery', { sub: 'sub-mystery', email: 'mystery@example.com', verified: false, given: 'M', family: 'X' });
    const res = await signInThroughProvider('mystery');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/?authError=sso-failed');
    expect((res.headers['set-cookie'] as unknown as string[] | undefined)?.some((c: string) => c.startsWith('tint_session=')) ?? false).toBe(false);
  });

  it('refuses a callback without the flow cookie (a forged or replayed redirect)', async () => {
    const res = await http().get('/api/callback?code=abc&state=xyz').set('x-forwarded-for', clientAddress()).expect(302);
    expect(res.headers.location).toBe('/?authError=sso-failed');
  });
});

describe('single sign-on when not configured', () => {
  it('returns the visitor to the landing page with a reason', async () => {
    const t = await createTestApp({ queue: 'postgres' });
    try {
      const res = await request(t.app.getHttpServer()).get('/api/login').expect(302);
      expect(res.headers.location).toBe('/?authError=sso-unavailable');
    } finally {
      await t.close();
    }
  });
});
