// The API documentation (issue 16): OpenAPI 3 at /api/docs-json and Swagger UI at /api/docs, on by default
// and off in production unless API_DOCS_ENABLED says otherwise. The document is checked against the running
// server: every route it registers is documented, the declared security is what the server enforces, and a
// body's documented refusals are the messages it really answers.
import type { OpenAPIObject, OperationObject, ReferenceObject, ResponseObject, SchemaObject } from '@nestjs/swagger';
import request from 'supertest';
import { PASSWORD_MIN } from '@tint/libs/constants';
import { DEALERSHIPS } from '@tint/libs/dealerships';
import { ADMIN_SIGN_IN_REQUIRED, EMAIL_INVALID, FIRST_NAME_REQUIRED, SIGN_IN_REQUIRED } from '@tint/libs/validation-messages';
import { SESSION_COOKIE } from '../src/modules/auth/sessions.js';
import { API_DOCS_JSON_PATH, API_DOCS_PATH } from '../src/platform/http/api-docs.js';
import { clientAddress, ensureDemoAccounts, makeCaller } from './support/callers.js';
import { createTestApp, type TestApp } from './support/test-app.js';

type Route = { method: string; url: string };
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

const isDocsRoute = (url: string) => url === API_DOCS_JSON_PATH || url === API_DOCS_PATH || url.startsWith(`${API_DOCS_PATH}/`);
/** Fastify's `/api/x/:id` is OpenAPI's `/api/x/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const PATH_VALUES: Record<string, string> = { id: '00000000-0000-4000-8000-000000000000', date: '2026-11-23', period: 'MTD' };
const concretePath = (path: string) => path.replace(/\{(\w+)\}/g, (_, name: string) => PATH_VALUES[name] ?? 'x');

const operationsOf = (document: OpenAPIObject) =>
  Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item as Record<Method, OperationObject>).map(([method, operation]) => ({ path, method: method as Method, operation })));

const examplesOf = (operation: OperationObject, status: number): string[] => {
  const content = (operation.responses[status] as ResponseObject | undefined)?.content?.['application/json'];
  return Object.values(content?.examples ?? {}).map((example) => (example as { value: { message: string } }).value.message);
};

const PRODUCTION = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), JWT_SECRET: 'j'.repeat(40), DATA_KEY_SECRET: 'k'.repeat(40), DATABASE_URL: 'postgres://unused@localhost/unused' };

describe('the API documentation', () => {
  let t: TestApp;
  let document: OpenAPIObject;
  const routes: Route[] = [];
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await createTestApp({
      queue: 'postgres',
      runWorkers: false,
      // Every route the server registers, whoever registers it (Nest, a plugin, the docs themselves).
      beforeConfigure: (app) =>
        app
          .getHttpAdapter()
          .getInstance()
          .addHook('onRoute', ({ method, url }) => {
            for (const one of [method].flat()) routes.push({ method: one, url: url! });
          }),
    });
    await ensureDemoAccounts(t);
    document = (await http().get(API_DOCS_JSON_PATH).expect(200)).body as OpenAPIObject;
  });
  afterAll(() => t.close());

  it('answers an OpenAPI 3 document at /api/docs-json', async () => {
    const res = await http().get(API_DOCS_JSON_PATH).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(document.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(document.info.title).toBe('Tint Portal API');
  });

  it('documents every API route the server registers, with its method, and nothing else', () => {
    const registered = routes
      .filter(({ method, url }) => url.startsWith('/api/') && !isDocsRoute(url) && method !== 'HEAD' && method !== 'OPTIONS')
      .map(({ method, url }) => `${method} ${openApiPath(url)}`);
    // The collection itself works: the routes of several modules are there.
    expect(registered).toEqual(expect.arrayContaining(['POST /api/signup', 'GET /api/admin/appointments/{id}/history', 'GET /api/available-times/{date}', 'GET /api/health/live']));
    const documented = operationsOf(document).map(({ path, method }) => `${method.toUpperCase()} ${path}`);
    expect(registered.filter((route) => !documented.includes(route))).toEqual([]);
    expect(documented.filter((operation) => !registered.includes(operation))).toEqual([]);
  });

  it('declares each route’s auth: bearer for admin routes, the session cookie for salesperson routes, none for public ones', () => {
    expect(document.components?.securitySchemes).toEqual({
      salespersonSession: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: SESSION_COOKIE }),
      adminToken: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
      liveTicket: expect.objectContaining({ type: 'apiKey', in: 'query', name: 'ticket' }),
      tvToken: expect.objectContaining({ type: 'apiKey', in: 'query', name: 'tv' }),
    });
    // The live stream: a salesperson's cookie, an admin's ticket or a showroom screen's token, one of them required.
    expect(document.paths['/api/events/stream']?.get?.security).toEqual([{ salespersonSession: [] }, { liveTicket: [] }, { tvToken: [] }]);
    const security = (method: Method, path: string) => document.paths[path]?.[method]?.security;
    // A showroom screen's board: the token in the path is the key.
    expect(security('get', '/api/tv/{token}')).toBeUndefined();
    for (const { path, method, operation } of operationsOf(document).filter(({ path }) => path.startsWith('/api/admin/') && path !== '/api/admin/login')) {
      expect([`${method} ${path}`, operation.security]).toEqual([`${method} ${path}`, [{ adminToken: [] }]]);
      expect(examplesOf(operation, 401)).toEqual([ADMIN_SIGN_IN_REQUIRED]);
    }
    for (const path of ['/api/appointments', '/api/metrics', '/api/leaderboard', '/api/payout-details/{period}']) {
      expect(security('get', path)).toEqual([{ salespersonSession: [] }]);
      expect(examplesOf(document.paths[path]!.get!, 401)).toEqual([SIGN_IN_REQUIRED]);
    }
    // Open to all, and read when there is one.
    expect(security('get', '/api/auth/user')).toEqual([{ salespersonSession: [] }, {}]);
    for (const [method, path] of [['post', '/api/signup'], ['post', '/api/admin/login'], ['get', '/api/client-config']] as const) expect(security(method, path)).toBeUndefined();
  });

  it('declares the security the server enforces: a GET that requires credentials refuses a caller without them and opens to the declared ones', async () => {
    const salesperson = await makeCaller(t, 'salesperson');
    const admin = await makeCaller(t, 'admin');
    const gets = operationsOf(document).filter(({ method }) => method === 'get');
    expect(gets.length).toBeGreaterThan(20);
    for (const { path, operation } of gets) {
      const required = operation.security?.every((requirement) => Object.keys(requirement).length > 0) ?? false;
      const anonymous = await http().get(concretePath(path)).set('x-forwarded-for', clientAddress());
      expect([path, anonymous.status === 401]).toEqual([path, required]);
      if (!required) continue;
      expect(examplesOf(operation, 401)).toContain((anonymous.body as { message: string }).message);
      const scheme = Object.keys(operation.security![0]!)[0];
      const call = http().get(concretePath(path)).set((scheme === 'adminToken' ? admin : salesperson).headers);
      // An event stream never ends by itself: its status is enough, and the connection is dropped as a browser leaves.
      const stream = operation.responses['200'] && 'content' in operation.responses['200'] && operation.responses['200'].content?.['text/event-stream'];
      const signedIn = stream
        ? await call.buffer(false).parse((response, done) => {
            (response as unknown as { destroy(): void }).destroy();
            done(null, null);
          })
        : await call;
      expect([path, signedIn.status]).not.toEqual([path, 401]);
    }
  });

  it("describes a DTO's body from its validation rules, with the messages the server really answers", async () => {
    const signup = document.paths['/api/signup']!.post!;
    expect(signup.requestBody).toEqual({ required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/SignupDto' } } } });
    const schema = document.components!.schemas!.SignupDto as SchemaObject;
    expect(schema.required).toEqual(['firstName', 'lastName', 'email', 'phoneNumber', 'company', 'password']);
    expect(schema.additionalProperties).toBe(false);
    expect(schema.properties).toMatchObject({
      firstName: { type: 'string', minLength: 1 },
      email: { type: 'string', format: 'email' },
      company: { type: 'string', enum: [...DEALERSHIPS] },
      password: { type: 'string', minLength: PASSWORD_MIN },
    });
    expect(examplesOf(signup, 400)).toEqual(expect.arrayContaining([FIRST_NAME_REQUIRED, EMAIL_INVALID]));
    const refused = await http().post('/api/signup').set('x-forwarded-for', clientAddress()).send({ firstName: 'Kai' }).expect(400);
    expect(examplesOf(signup, 400)).toContain((refused.body as { message: string }).message);

    // Optional fields are neither required nor refused as null.
    const reservation = document.components!.schemas!.CreateReservationDto as SchemaObject;
    expect(reservation.required).toEqual(['reservationDate', 'reservationTime']);
    expect(reservation.properties!.notes).toMatchObject({ type: 'string', nullable: true });
    // Every body documented has its properties (a body class the derivation missed would be empty).
    for (const { path, operation } of operationsOf(document).filter(({ operation }) => operation.requestBody)) {
      const ref = ((operation.requestBody as { content: Record<string, { schema: ReferenceObject }> }).content['application/json']!.schema.$ref ?? '').split('/').pop()!;
      expect([path, Object.keys((document.components!.schemas![ref] as SchemaObject | undefined)?.properties ?? {}).length > 0]).toEqual([path, true]);
    }
  });

  it('documents every operation’s success answer (its schema, or what a bodiless answer means) and the error shape', () => {
    for (const { path, method, operation } of operationsOf(document)) {
      const route = `${method} ${path}`;
      const [success, ...others] = Object.keys(operation.responses).filter((status) => /^[23]\d\d$/.test(status));
      expect([route, others]).toEqual([route, []]);
      const answer = operation.responses[success!] as ResponseObject;
      // Swagger's own default for a route that declares nothing is a bare { description: '' }.
      if (success === '204' || success!.startsWith('3')) expect([route, answer.description.length > 0]).toEqual([route, true]);
      // A download (CSV) documents its own media type instead of JSON.
      else expect([route, (answer.content?.['application/json'] ?? answer.content?.['text/csv'] ?? answer.content?.['text/event-stream'])?.schema]).toEqual([route, expect.any(Object)]);
      for (const status of Object.keys(operation.responses).filter((status) => status.startsWith('4'))) {
        expect((operation.responses[status] as ResponseObject).content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/ErrorResponse' });
      }
    }
  });

  it('serves Swagger UI at /api/docs, its scripts from this server only (the CSP allows no inline script)', async () => {
    const page = await http().get(API_DOCS_PATH).expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.text).toContain('<div id="swagger-ui">');
    const scripts = [...page.text.matchAll(/<script([^>]*)>/g)].map(([, attributes]) => attributes!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toMatch(/\bsrc=["']\.\/docs\/[\w.-]+\.js["']/);
    for (const script of ['swagger-ui-bundle.js', 'swagger-ui-standalone-preset.js', 'swagger-ui-init.js']) {
      const res = await http().get(`${API_DOCS_PATH}/${script}`).expect(200);
      expect(res.headers['content-type']).toMatch(/javascript/);
    }
    expect((await http().get(`${API_DOCS_PATH}/swagger-ui-init.js`)).text).toContain('"/api/appointments"');
  });
});

describe('the API documentation switched off', () => {
  const expectNoDocs = async (t: TestApp) => {
    for (const path of [API_DOCS_JSON_PATH, API_DOCS_PATH, `${API_DOCS_PATH}/swagger-ui-bundle.js`]) {
      const res = await request(t.app.getHttpServer()).get(path).expect(404);
      expect(res.body).toEqual({ statusCode: 404, message: expect.any(String) });
    }
  };

  it('answers 404 in the API’s error shape with API_DOCS_ENABLED=false', async () => {
    const t = await createTestApp({ queue: 'postgres', runWorkers: false, env: { API_DOCS_ENABLED: 'false' } });
    try {
      await expectNoDocs(t);
    } finally {
      await t.close();
    }
  });

  it('is off in production unless API_DOCS_ENABLED turns it on', async () => {
    const production = await createTestApp({ queue: 'postgres', runWorkers: false, env: PRODUCTION });
    try {
      await expectNoDocs(production);
    } finally {
      await production.close();
    }
    const enabled = await createTestApp({ queue: 'postgres', runWorkers: false, env: { ...PRODUCTION, API_DOCS_ENABLED: 'true' } });
    try {
      await request(enabled.app.getHttpServer()).get(API_DOCS_JSON_PATH).expect(200);
    } finally {
      await enabled.close();
    }
  });
});
