// The only thing tests replace is the network boundary: global fetch answers with real Responses.
import { vi } from 'vitest';

export type FetchCall = { url: string; init: RequestInit | undefined };

type Route = (url: string, init: RequestInit | undefined) => Response | undefined;

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

/** GET /api/auth/user answers with this user, or 401 when null. */
export function stubCurrentUser(user: Record<string, unknown> | null) {
  return stubFetch((url) => {
    if (url === '/api/auth/user') {
      return user ? jsonResponse(user) : new Response('Unauthorized', { status: 401, statusText: 'Unauthorized' });
    }
    return undefined;
  });
}
