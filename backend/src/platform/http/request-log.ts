// The access log carries no secrets and no personal data: one line per request with its id, method,
// route (the path as asked, redacted), status, duration and the caller's id — no headers, no cookies, no query values, no tokens (a
// path segment that looks like one is replaced, wherever it stands), no emails.

/** The header that carries a request's id in and out (trusted hops only, in). */
export const REQUEST_ID = 'x-request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Long opaque strings: reset tokens, manage links, session cookies pasted into a path. */
const TOKEN_LIKE = /^[A-Za-z0-9_~.%-]{20,}$/;

/** A built file's name under /assets/ (Vite's `name-hash.ext`): long, but what was loaded, not a secret. */
const ASSET_FILE = /^\/assets\/[A-Za-z0-9_-]+\.(?:js|css|woff2?|png|svg|webp|ico|map|json|webmanifest)(?:\.br|\.gz)?$/;

/** The path with token-like segments replaced and every query value hidden (keys stay: they say what was asked). */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  const safePath = ASSET_FILE.test(path)
    ? path
    : path
        .split('/')
        .map((segment) => (TOKEN_LIKE.test(segment) && !UUID.test(segment) ? ':token' : segment))
        .join('/');
  if (query === undefined) return safePath;
  const keys = [...new URLSearchParams(query).keys()].map((key) => (TOKEN_LIKE.test(key) ? ':token' : encodeURIComponent(key)));
  return `${safePath}?${keys.map((key) => `${key}=…`).join('&')}`;
}

type LoggedRequest = { id: string; method: string; url: string; salesperson?: { id: string } | null; admin?: { id: string } | null };

/** Who made the request, by id only. */
export function callerOf(request: Pick<LoggedRequest, 'salesperson' | 'admin'>): { caller?: string } {
  if (request.salesperson) return { caller: `salesperson:${request.salesperson.id}` };
  if (request.admin) return { caller: `admin:${request.admin.id}` };
  return {};
}

/** The access log's fields for one answered request: the route as asked (redacted), the status, the time taken, the caller. */
export function accessLogLine(request: LoggedRequest, statusCode: number, elapsedMs: number) {
  return {
    req: { id: request.id, method: request.method, url: redactUrl(request.url) },
    res: { statusCode },
    responseTime: Math.round(elapsedMs),
    ...callerOf(request),
  };
}
