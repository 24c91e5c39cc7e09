import { describe, expect, it, vi } from 'vitest';
import { LOGOUT_TIMEOUT_MS, logoutOnServer } from './api';

/** A fetch that never answers, and gives up (as the browser's does) when its signal aborts. */
function silentServer() {
  return vi.fn((_url: string, init?: RequestInit) => new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason ?? new DOMException('Aborted', 'AbortError')));
  }));
}

describe('logoutOnServer', () => {
  it('revokes the token with POST /api/logout and the bearer, no body', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    await logoutOnServer('the-token');
    expect(fetchMock).toHaveBeenCalledWith('/api/logout', expect.objectContaining({ method: 'POST', headers: { Authorization: 'Bearer the-token' }, body: undefined }));
  });

  it(`gives up after ${String(LOGOUT_TIMEOUT_MS)} ms on a server that does not answer, and only logs it`, async () => {
    expect(LOGOUT_TIMEOUT_MS).toBe(5000);
    const fetchMock = silentServer();
    vi.stubGlobal('fetch', fetchMock);
    // The timeout's own signal, aborted by hand: the test does not wait five seconds.
    const controller = new AbortController();
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockReturnValue(controller.signal);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const logout = logoutOnServer('the-token');
    expect(timeout).toHaveBeenCalledWith(LOGOUT_TIMEOUT_MS);
    expect(fetchMock.mock.calls[0]?.[1]?.signal).toBe(controller.signal);
    controller.abort(new DOMException('The operation timed out.', 'TimeoutError'));

    await expect(logout).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledWith('Admin logout failed', expect.objectContaining({ name: 'TimeoutError' }));
  });

  it('only logs a refused logout', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('nope', { status: 500, statusText: 'Internal Server Error' })));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(logoutOnServer('the-token')).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledWith('Admin logout failed', expect.objectContaining({ status: 500 }));
  });
});
