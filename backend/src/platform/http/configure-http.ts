// HTTP glue shared by the server and the HTTP tests: security headers, cookies, JSON bodies only, the text
// policy, the access log, request durations (metrics), errors, validation, reads retried on a database blip and
// the API docs. Create the
// app with createHttpAdapter (http-server.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import fastifyCookie from '@fastify/cookie';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { Logger as Pino } from 'pino';
import { MAX_JSON_DEPTH } from '@tint/libs/constants';
import { JSON_ONLY } from '@tint/libs/validation-messages';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { ROOT_LOGGER } from '../logging/logging.js';
import { Metrics } from '../metrics/metrics.js';
import { configureQueueBoard } from '../queue/queue-board.js';
import { Drain } from '../shutdown.js';
import { nestsDeeperThan, textPolicyProblem } from './text-policy.js';
import { accessLogLine, REQUEST_ID } from './request-log.js';
import { configureApiDocs } from './api-docs.js';
import { HttpErrorFilter } from './http-error.filter.js';
import { validationPipe } from './validation.pipe.js';
import { retryReadsOnBlips } from './read-retry.js';

/** A body-parser-style error (`type` says what was wrong with the body), mapped by HttpErrorFilter. */
export const bodyError = (type: 'entity.parse.failed' | 'entity.too.deep', cause?: unknown) => Object.assign(new Error(type, { cause }), { type, statusCode: 400 });

const isJsonType = (contentType: string | undefined) => contentType?.split(';', 1)[0]?.trim().toLowerCase() === 'application/json';

export type HttpOptions = {
  /** CSP sources ('sha256-…') of the built pages' inline scripts, allowed besides the app's own files. */
  inlineScripts?: string[];
};

export async function configureHttp(nest: INestApplication, { inlineScripts = [] }: HttpOptions = {}): Promise<void> {
  const app = nest as NestFastifyApplication;
  const config = app.get<AppConfig>(APP_CONFIG);
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  const drain = app.get(Drain);
  const log = app.get<Pino>(ROOT_LOGGER);
  const metrics = app.get(Metrics);

  // Helmet's security headers (CSP, HSTS, frame options, …) on every answer. They depend on nothing in the request,
  // so helmet runs once, here, and each answer gets the headers it set: running its dozen middlewares per request
  // was a tenth of a trivial route's time (docs/benchmarks.md).
  const securityHeaders = headersSetBy(helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        // The app's files, and the drawn pages' boot scripts by their hash (never any other inline script).
        'script-src': ["'self'", ...inlineScripts],
        // antd writes its styles at run time.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
  }));
  fastify.addHook('onRequest', (_request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    void reply.headers(securityHeaders);
    done();
  });
  // Signed cookies (the sign-in flow's state) use the session secret.
  await app.register(fastifyCookie, { secret: config.sessionSecret });

  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    reply.header(REQUEST_ID, request.id);
    // No API answer is kept by a browser or a proxy: most depend on who asks (RULES), and a shared computer
    // at a dealership must not show the last salesperson's data to the next.
    if (request.url.startsWith('/api')) reply.header('Cache-Control', 'no-store');
    // While the process drains, every answer closes its connection, so the client's next request goes to
    // another replica instead of a server about to stop.
    if (drain.active) reply.header('Connection', 'close');
    // Only JSON bodies are read, never HTML form posts.
    const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
    if (hasBody && !isJsonType(request.headers['content-type'])) {
      void reply.code(400).send({ statusCode: 400, message: JSON_ONLY });
      return;
    }
    done();
  });

  // JSON, its depth checked on the raw bytes before it is parsed, so a hostile body costs no deep work;
  // `__proto__` and friends become plain keys here and the text policy refuses them.
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request: FastifyRequest, body: Buffer | string, done: (error: Error | null, value?: unknown) => void) => {
    const raw = typeof body === 'string' ? Buffer.from(body) : body;
    if (raw.length === 0) return done(null, {});
    if (nestsDeeperThan(raw, MAX_JSON_DEPTH)) return done(bodyError('entity.too.deep'));
    try {
      done(null, JSON.parse(raw.toString('utf8')));
    } catch (error) {
      done(bodyError('entity.parse.failed', error));
    }
  });

  // After parsing: the path, the query string and the body must hold acceptable text only.
  fastify.addHook('preValidation', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const problem = textPolicyProblem(request.url, request.query, request.body);
    if (problem) {
      void reply.code(400).send({ statusCode: 400, message: problem });
      return;
    }
    done();
  });

  fastify.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    metrics.observeRequest(request, reply);
    // Probes and scrapes come every few seconds: a probe is never logged, a scrape only when refused or failed.
    const scraped = request.routeOptions.url === '/metrics' && reply.statusCode < 400;
    if (!request.url.startsWith('/api/health') && !scraped) {
      const line = accessLogLine(request, reply.statusCode, reply.elapsedTime);
      if (reply.statusCode >= 500) log.error(line, 'request errored');
      else log.info(line, 'request completed');
    }
    done();
  });

  app.useGlobalFilters(new HttpErrorFilter());
  app.useGlobalPipes(validationPipe);
  retryReadsOnBlips(app);
  if (config.apiDocsEnabled) configureApiDocs(app);
  await configureQueueBoard(app);
}

/** Inits the app and its server (Fastify must be ready before a test's supertest or a listen). */
export async function initHttp(nest: INestApplication): Promise<void> {
  await nest.init();
  await (nest.getHttpAdapter().getInstance() as unknown as FastifyInstance).ready();
}

/** The headers a response-header middleware such as helmet's sets when it runs (it reads nothing of the request). */
function headersSetBy(middleware: (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void): Record<string, string> {
  const headers: Record<string, string> = {};
  let failure: unknown;
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value as string | number);
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  middleware({ headers: {} } as IncomingMessage, response as unknown as ServerResponse, (error) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}
