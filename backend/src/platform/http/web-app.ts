// Serves the built browser app from the API's own port: each file in its brotli or gzip form when the build
// made one and the browser accepts it; hashed assets (their name changes with their content) cached for a
// year, everything else (index.html, the manifest, the service worker) revalidated on every visit; and the
// app page for any other path a browser navigates to — except the server's own routes.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_DRAWING, SERVER_ROUTES } from '@tint/libs/constants';
import { acceptedEncoding, compressText } from './kept-json.js';

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
  /**
   * The frontend build's folder of what draws a signed-in salesperson's dashboard on the server (frontend/dist-server:
   * SERVER_DRAWING in libs), beside `dist`, never served. Without it, or without that
   * build, a browser with a session gets the app's frame (app.html), which draws the dashboard once its code has run.
   */
  drawing?: string;
};

/** The server's drawing of the dashboard: the frontend's SSR module (src/prerender.tsx) and the page it fills. */
export type DashboardDrawing = {
  /** The addresses of the API reads the dashboard is drawn from. */
  signedInFirstReads: () => string[];
  /** The page with the dashboard drawn from `reads` (each read's answer by address), or null if it cannot be. */
  renderSignedInDashboardPage: (page: string, reads: Readonly<Record<string, unknown>>, desktop: boolean) => string | null;
};

const logger = new Logger('WebApp');

const { module: DRAWING_MODULE, page: DRAWING_PAGE } = SERVER_DRAWING;

/** The drawing in `folder`, loaded on first use (it holds React and antd). */
function drawingIn(folder: string | undefined): (() => Promise<{ drawing: DashboardDrawing; page: string }>) | undefined {
  if (!folder || !existsSync(path.join(folder, DRAWING_MODULE)) || !existsSync(path.join(folder, DRAWING_PAGE))) return undefined;
  let loaded: Promise<{ drawing: DashboardDrawing; page: string }> | undefined;
  return () =>
    (loaded ??= (import(pathToFileURL(path.join(folder, DRAWING_MODULE)).href) as Promise<DashboardDrawing>).then((drawing) => ({
      drawing,
      page: readFileSync(path.join(folder, DRAWING_PAGE), 'utf8'),
    })));
}

/**
 * Whether the browser says it is a phone: Chromium's client hint, or the `Mobi` every phone's browser puts in its user
 * agent (a browser that only pretends to be one, as a test's does, changes its user agent and not its hint). A tablet
 * says neither, and gets the desktop layout as its wide screen does. The page starts the app at once if its screen
 * turns out otherwise.
 */
export function saysItIsMobile(request: FastifyRequest): boolean {
  return request.headers['sec-ch-ua-mobile'] === '?1' || /Mobi/.test(request.headers['user-agent'] ?? '');
}

/** The request's headers an API read made on its behalf carries: who it is, and where it comes from. */
const READ_HEADERS = ['cookie', 'user-agent', 'accept-language', 'x-forwarded-for', 'x-forwarded-proto', 'x-request-id'] as const;

/** A page made for one request, in the smallest form the browser takes (the built pages have theirs made at build time). */
async function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string): Promise<FastifyReply> {
  void reply.type('text/html; charset=utf-8').header('Vary', 'Cookie, Accept-Encoding');
  const encoding = acceptedEncoding(request);
  if (!encoding) return reply.send(html);
  return reply.header('Content-Encoding', encoding).send(await compressText(html, encoding));
}

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
export async function serveWebApp(app: NestFastifyApplication, dist: string, { hasSession, drawing: drawingFolder }: WebAppOptions = {}): Promise<void> {
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
  const drawing = drawingIn(drawingFolder);
  // Loaded once the server listens (some 0.8 s and 50 MB), not by the first salesperson to open the app after a start.
  if (drawing) fastify.addHook('onListen', (done) => {
    setImmediate(() => drawing().catch(() => undefined));
    done();
  });
  /**
   * A signed-in salesperson's dashboard drawn with their data, read from the API as their browser would (their cookie,
   * their address: their limits), so the page shows it as it arrives, not once its code has run and asked (Lighthouse's
   * mobile preset: seconds of a slow phone). Null when it cannot be drawn (not a salesperson, a read refused, the
   * drawing failed): the app's frame then, which asks for itself.
   */
  const drawnDashboard = async (request: FastifyRequest): Promise<string | null> => {
    if (!drawing) return null;
    try {
      const { drawing: draw, page } = await drawing();
      const headers = Object.fromEntries(READ_HEADERS.flatMap((name) => (request.headers[name] === undefined ? [] : [[name, request.headers[name]!]])));
      const answers = await Promise.all(
        draw.signedInFirstReads().map(async (url) => {
          const answer = await fastify.inject({ method: 'GET', url, headers: { ...headers, accept: 'application/json' }, remoteAddress: request.ip });
          return answer.statusCode === 200 ? ([url, answer.json()] as const) : undefined;
        }),
      );
      if (answers.some((answer) => answer === undefined)) return null;
      return draw.renderSignedInDashboardPage(page, Object.fromEntries(answers as (readonly [string, unknown])[]), !saysItIsMobile(request));
    } catch (error) {
      logger.error(`Drawing the dashboard failed; sending the app page instead: ${error instanceof Error ? error.message : String(error)}`, error instanceof Error ? error.stack : undefined);
      return null;
    }
  };
  // Not a file: a path of the app (/admin, /test-booking, /reset-password, …) gets the app page; the
  // server's routes and missing files get the API's 404.
  const appPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?', 1)[0]!;
    if (isServerRoute(pathname) || path.extname(pathname) !== '') return reply.callNotFound();
    if (landing && pathname === '/') {
      // The same address answers two pages, chosen by the session cookie: no cache may give one for the other.
      void reply.header('Vary', 'Cookie');
      // A visitor sees the landing page while its code downloads; a signed-in salesperson never sees it flash: their
      // dashboard drawn, or the app's frame with the dashboard's code and data asked for at once.
      if (!landing(request)) return reply.sendFile(LANDING_PAGE);
      const dashboard = await drawnDashboard(request);
      // Their own data: kept by no cache, not even the browser's (a shared phone's Back after logout).
      if (dashboard !== null) return sendHtml(request, reply.header('Cache-Control', 'private, no-store'), dashboard);
      return reply.sendFile(signedInPage);
    }
    return reply.sendFile('index.html');
  };
  fastify.get('/', appPage);
  fastify.get('/*', appPage);
}
