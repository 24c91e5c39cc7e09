// The single network boundary of the frontend: every call sends the session cookie, JSON bodies are
// labelled as JSON, and any non-OK answer becomes an ApiError whose message is "<status>: <body or
// status text>" (SPEC 8), and which keeps the status and the body for the screens that read them.
import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import { httpErrorMessage } from '@tint/libs/validation-messages';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type UnauthorizedBehavior = 'throw' | 'returnNull';

export type ApiRequestOptions = {
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** A non-OK answer of the API. */
export class ApiError extends Error {
  readonly status: number;
  /** The response body as text ('' when there was none). */
  readonly body: string;
  readonly statusText: string;

  constructor(status: number, body: string, statusText: string) {
    super(httpErrorMessage(status, body, statusText));
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.statusText = statusText;
  }
}

async function throwIfResNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const body = await response.text().catch(() => '');
  throw new ApiError(response.status, body, response.statusText);
}

export async function apiRequest(
  method: HttpMethod,
  url: string,
  options: ApiRequestOptions = {},
): Promise<Response> {
  const { body, headers = {}, signal } = options;
  const hasBody = body !== undefined;
  const response = await fetch(url, {
    method,
    headers: hasBody ? { 'Content-Type': 'application/json', ...headers } : headers,
    body: hasBody ? JSON.stringify(body) : undefined,
    credentials: 'include',
    signal,
  });
  await throwIfResNotOk(response);
  return response;
}

type QueryParams = Record<string, string | number | boolean | null | undefined>;

function isQueryParams(value: unknown): value is QueryParams {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Query keys start with the API path; further string or number parts are path segments and a
 * trailing plain object is the query string: ['/api/available-times', '2025-01-06'] or
 * ['/api/payout-details', { period: 'MTD' }].
 */
export function urlFromQueryKey(queryKey: QueryKey): string {
  const [path, ...rest] = queryKey;
  if (typeof path !== 'string' || !path.startsWith('/')) {
    throw new Error(`Query key must start with an API path, got ${JSON.stringify(path)}`);
  }
  const segments: string[] = [path];
  const search = new URLSearchParams();
  for (const part of rest) {
    if (typeof part === 'string' || typeof part === 'number') {
      segments.push(encodeURIComponent(String(part)));
    } else if (isQueryParams(part)) {
      for (const [name, value] of Object.entries(part)) {
        if (value !== undefined && value !== null) search.set(name, String(value));
      }
    }
  }
  const query = search.toString();
  return query ? `${segments.join('/')}?${query}` : segments.join('/');
}

export type QueryFnOptions = {
  on401?: UnauthorizedBehavior;
  headers?: Record<string, string>;
};

export function getQueryFn<T>(options: { on401: 'returnNull'; headers?: Record<string, string> }): QueryFunction<T | null>;
export function getQueryFn<T>(options?: { on401?: 'throw'; headers?: Record<string, string> }): QueryFunction<T>;
export function getQueryFn<T>({ on401 = 'throw', headers = {} }: QueryFnOptions = {}): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const response = await fetch(urlFromQueryKey(queryKey), {
      credentials: 'include',
      headers,
      signal,
    });
    if (on401 === 'returnNull' && response.status === 401) return null;
    await throwIfResNotOk(response);
    return (await response.json()) as T;
  };
}

/**
 * The server's own explanation in an API error: the `message` of the JSON error body
 * ({ statusCode, message }). Null when the body is not JSON or carries no message, so callers fall
 * back to their own wording rather than showing raw text or HTML.
 */
export function apiErrorMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  try {
    const body: unknown = JSON.parse(error.body);
    if (typeof body !== 'object' || body === null) return null;
    const { message } = body as { message?: unknown };
    if (typeof message === 'string') return message.trim() || null;
    if (Array.isArray(message)) {
      const parts = message.filter((part): part is string => typeof part === 'string' && part.trim() !== '');
      return parts.length > 0 ? parts.join(' ') : null;
    }
    return null;
  } catch {
    return null;
  }
}
