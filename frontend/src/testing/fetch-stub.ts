// The only thing tests replace is the network boundary: global fetch answers with real Responses.
import { vi } from 'vitest';

type Route = (url: string, init: RequestInit | undefined) => Response | Promise<Response> | undefined;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function stubFetch(route: Route) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    return route(url, init) ?? new Response('Not Found', { status: 404, statusText: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** GET /api/auth/user answers with this user, or JSON null (signed out) as the server does. */
export function stubCurrentUser(user: Record<string, unknown> | null) {
  return stubFetch((url) => {
    if (url === '/api/auth/user') {
      return jsonResponse(user);
    }
    return undefined;
  });
}

/** May answer later (a pending promise), e.g. to see a 'Processing...' state. */
export type ApiHandler = (init: RequestInit | undefined, url: string) => Response | Promise<Response>;

/**
 * Answers by "METHOD /path" (query string ignored); GET /api/auth/user is signed out (null) and
 * POST /api/analytics/track is accepted (204) unless a handler says otherwise; anything else is a 404.
 */
export function stubApi(handlers: Record<string, ApiHandler>) {
  return stubFetch((url, init) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.split('?')[0] ?? url;
    const handler = handlers[`${method} ${path}`];
    if (handler) return handler(init, url);
    if (method === 'GET' && path === '/api/auth/user') return jsonResponse(null);
    // Funnel tracking is fire-and-forget: accepted unless a test says otherwise.
    if (method === 'POST' && path === '/api/analytics/track') return new Response(null, { status: 204 });
    return undefined;
  });
}

/** The JSON body a call sent. */
export function sentJson(init: RequestInit | undefined): unknown {
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}

/** The calls made to "METHOD /path". */
export function callsTo(fetchMock: ReturnType<typeof stubFetch>, method: string, path: string) {
  return fetchMock.mock.calls.filter(([input, init]) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    return (init?.method ?? 'GET').toUpperCase() === method && (url.split('?')[0] ?? url) === path;
  });
}
