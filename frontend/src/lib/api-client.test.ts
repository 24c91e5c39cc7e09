import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/testing/fetch-stub';
import { ApiError, apiErrorMessage, apiRequest, getQueryFn, urlFromQueryKey } from './api-client';
import { createQueryClient } from './query-client';

describe('apiRequest', () => {
  it('turns a non-OK response into an ApiError "<status>: <body text>" that keeps the status and the body', async () => {
    stubFetch(() => new Response('Email already registered', { status: 409, statusText: 'Conflict' }));

    const error: unknown = await apiRequest('POST', '/api/signup', { body: { email: 'a@b.co' } }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: '409: Email already registered', status: 409, body: 'Email already registered', statusText: 'Conflict' });
  });

  it('falls back to the status text when the body is empty', async () => {
    stubFetch(() => new Response(null, { status: 503, statusText: 'Service Unavailable' }));

    const error: unknown = await apiRequest('GET', '/api/metrics').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: '503: Service Unavailable', status: 503, body: '' });
  });

  it('sends credentials and a JSON content type with a JSON body', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ ok: true }));

    const response = await apiRequest('POST', '/api/login', { body: { email: 'a@b.co', password: 'secret' } });

    expect(await response.json()).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/login');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.co', password: 'secret' }),
    });
  });

  it('sends no content type and no body when there is no payload', async () => {
    const fetchMock = stubFetch(() => new Response(null, { status: 204 }));

    await apiRequest('POST', '/api/badges/check');

    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toEqual({});
  });
});

describe('query functions', () => {
  it('builds the URL from the query key', () => {
    expect(urlFromQueryKey(['/api/available-times', '2025-01-06'])).toBe('/api/available-times/2025-01-06');
    expect(urlFromQueryKey(['/api/payout-details', { period: 'MTD' }])).toBe('/api/payout-details?period=MTD');
  });

  it('throws on 401 by default', async () => {
    stubFetch(() => new Response('Unauthorized', { status: 401, statusText: 'Unauthorized' }));
    const client = createQueryClient();

    const error: unknown = await client.fetchQuery({ queryKey: ['/api/metrics'] }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: '401: Unauthorized', status: 401, body: 'Unauthorized' });
  });

  it('returns null on 401 when asked to', async () => {
    const fetchMock = stubFetch(() => new Response('Unauthorized', { status: 401 }));
    const client = createQueryClient();

    const data = await client.fetchQuery({
      queryKey: ['/api/auth/user'],
      queryFn: getQueryFn<{ id: string }>({ on401: 'returnNull' }),
    });

    expect(data).toBeNull();
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
  });

  it('does not retry a failed read', async () => {
    const fetchMock = stubFetch(() => new Response('boom', { status: 500 }));
    const client = createQueryClient();

    await expect(client.fetchQuery({ queryKey: ['/api/metrics'] })).rejects.toThrow('500: boom');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('reading API errors', () => {
  it('reads the status and the JSON message of an API error', async () => {
    stubFetch(() => jsonResponse({ statusCode: 409, message: 'Email already registered' }, 409));

    const error: unknown = await apiRequest('POST', '/api/signup', { body: {} }).catch((caught: unknown) => caught);

    expect(error instanceof ApiError && error.status).toBe(409);
    expect(apiErrorMessage(error)).toBe('Email already registered');
  });

  it('joins a list of messages', () => {
    const error = new ApiError(400, '{"statusCode":400,"message":["email must be an email","password too short"]}', 'Bad Request');
    expect(apiErrorMessage(error)).toBe('email must be an email password too short');
  });

  it('gives no message for plain-text, HTML, empty or non-API errors', () => {
    expect(apiErrorMessage(new ApiError(502, '<html>Bad Gateway</html>', 'Bad Gateway'))).toBeNull();
    expect(apiErrorMessage(new ApiError(500, '{"statusCode":500}', 'Internal Server Error'))).toBeNull();
    expect(apiErrorMessage(new ApiError(500, '', 'Internal Server Error'))).toBeNull();
    // An Error that merely reads like one is not an API answer.
    expect(apiErrorMessage(new Error('409: {"message":"Email already registered"}'))).toBeNull();
    expect(apiErrorMessage(new Error('Failed to fetch'))).toBeNull();
    expect(apiErrorMessage('not an error')).toBeNull();
  });
});
