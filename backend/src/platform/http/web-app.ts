// Serves the built browser app from the API's own port: each file in its brotli or gzip form when the build
// made one and the browser accepts it; hashed assets (their name changes with their content) cached for a
// year, everything else (index.html, the manifest, the service worker) revalidated on every visit; and the
// app page for any other path a browser navigates to — except the server's own routes.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_ROUTES } from '@tint/libs/constants';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export const isServerRoute = (pathname: string) => SERVER_ROUTES.some((route) => pathname === route || pathname.startsWith(`${route}/`));

/** Whether a built app exists at `dist` to be served. */
export const hasWebApp = (dist: string): boolean => existsSync(path.join(dist, 'index.html'));

/** The landing page already drawn (the frontend's build writes it beside index.html). */
const LANDING_PAGE = 'landing.html';
/** The app page asking in its head for the signed-in app's code and first reads (written beside it too). */
const SIGNED_IN_PAGE = 'app.html';

export type WebAppOptions = {
  /** Whether the request carries a session: a browser without one is sent the landing page already drawn at `/`. */
  hasSession?: (request: FastifyRequest) => boolean;
};

/** What the build lists of the drawn pages' inline scripts: their CSP sources ('sha256-…'), for script-src. */
const INLINE_SCRIPTS = 'inline-scripts.json';

/** The CSP sources that allow the built pages' own inline scripts (none without a build). */
export function inlineScriptSources(dist: string): string[] {
  const file = path.join(dist, INLINE_SCRIPTS);
  if (!existsSync(file)) return [];
  const sources: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(sources) || !sources.every((source) => typeof source === 'string' && /^'sha256-[\w+/=]+'$/.test(source))) {
    throw new Error(`${file} is not a list of 'sha256-…' sources`);
  }
  return sources as string[];
}

/** Registers the app's files; call before the app is initialised. */
export async function serveWebApp(app: NestFastifyApplication, dist: string, { hasSession }: WebAppOptions = {}): Promise<void> {
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/',
    // One route per file found at start-up (the build does not change while the server runs).
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    // Vite puts every content-hashed file under assets/.
    setHeaders: (reply: FastifyReply, file: string) =>
      void reply.header('Cache-Control', path.relative(dist, file).split(path.sep)[0] === 'assets' ? IMMUTABLE : REVALIDATE),
  });
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  const landing = hasSession && existsSync(path.join(dist, LANDING_PAGE)) ? hasSession : undefined;
  const signedInPage = existsSync(path.join(dist, SIGNED_IN_PAGE)) ? SIGNED_IN_PAGE : 'index.html';
  // Not a file: a path of the app (/admin, /test-booking, /reset-password, …) gets the app page; the
  // server's routes and missing files get the API's 404.
  const appPage = (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?', 1)[0]!;
    if (isServerRoute(pathname) || path.extname(pathname) !== '') return reply.callNotFound();
    if (landing && pathname === '/') {
      // The same address answers two pages, chosen by the session cookie: no cache may give one for the other.
      void reply.header('Vary', 'Cookie');
      // A visitor sees the landing page while its code downloads; a signed-in salesperson never sees it flash,
      // and gets the dashboard's code and data asked for at once.
      return reply.sendFile(landing(request) ? signedInPage : LANDING_PAGE);
    }
    return reply.sendFile('index.html');
  };
  fastify.get('/', appPage);
  fastify.get('/*', appPage);
}
