// The HTTP server: NestJS on Fastify (measured in docs/benchmarks.md: a route costs a sixth of what it
// did on Express). Only the hops TRUST_PROXY names may say who the client is (X-Forwarded-For, which
// feeds the rate limits) or give a request its id (X-Request-Id, which becomes the correlation id of
// the events it causes); everyone else's are ignored and the request gets an id of its own.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { NOT_FOUND, TEXT_NOT_ACCEPTED } from '@tint/libs/validation-messages';
import type { AppConfig } from '../../config/app-config.js';
import { fromTrustedHop, trustProxySetting } from './trusted-hops.js';
import { REQUEST_ID } from './request-log.js';

/** Largest request body read (JSON only). */
export const BODY_LIMIT_BYTES = 100 * 1024;

export function createHttpAdapter(config: AppConfig): FastifyAdapter {
  const fromTrusted = fromTrustedHop(config);
  return new FastifyAdapter({
    trustProxy: trustProxySetting(config),
    bodyLimit: BODY_LIMIT_BYTES,
    requestIdHeader: false,
    genReqId: (request: IncomingMessage) => {
      const given = request.headers[REQUEST_ID];
      return typeof given === 'string' && /^[\w.-]{1,128}$/.test(given) && fromTrusted(request) ? given : randomUUID();
    },
    // The access log is written by configure-http.ts, one line per answered request.
    logger: false,
    // Fastify's default would allow 100-character route parameters only; the API's tokens are shorter.
    routerOptions: { maxParamLength: 500 },
    frameworkErrors: answerUnroutable,
  });
}

/**
 * A path the router cannot even read, answered in the API's shape: a malformed escape is refused like
 * the bytes it hides (as the text policy refuses them), and a route parameter longer than any id names
 * nothing that exists.
 */
function answerUnroutable(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const [statusCode, message] = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? [404, NOT_FOUND] : [400, TEXT_NOT_ACCEPTED];
  void reply.code(statusCode).header('cache-control', 'no-store').send({ statusCode, message });
}

/** Listens on every interface, IPv6 and IPv4 (as a plain Node server does), or IPv4 only where IPv6 is off. */
export async function listenEverywhere(app: NestFastifyApplication, port: number): Promise<void> {
  await onEveryInterface((host) => app.listen(port, host));
}

/** Calls `listen` with the IPv6 wildcard address (IPv6 and IPv4), or the IPv4 one where IPv6 is off. */
export async function onEveryInterface(listen: (host: string) => Promise<unknown>): Promise<void> {
  try {
    await listen('::');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EAFNOSUPPORT' && (error as NodeJS.ErrnoException).code !== 'EADDRNOTAVAIL') throw error;
    await listen('0.0.0.0');
  }
}
