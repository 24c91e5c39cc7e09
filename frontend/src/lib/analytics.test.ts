import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_SESSION_KEY, analyticsSessionId, trackEvent } from './analytics';

describe('funnel tracking', () => {
  beforeEach(() => window.sessionStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('creates one session id per browser session and reuses it', () => {
    const first = analyticsSessionId();
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(analyticsSessionId()).toBe(first);
    expect(window.sessionStorage.getItem(ANALYTICS_SESSION_KEY)).toBe(first);
  });

  it('sends the spec’s body with the browser details, and only warns when the call fails', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response(null, { status: 204 }));
    await trackEvent('pricing_viewed', { package: 'ceramic' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/analytics/track');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    const body = JSON.parse(String(init!.body)) as Record<string, unknown>;
    expect(body).toEqual({
      sessionId: analyticsSessionId(),
      eventType: 'pricing_viewed',
      eventData: { userAgent: navigator.userAgent, screenWidth: window.screen.width, screenHeight: window.screen.height, timezone: expect.any(String), package: 'ceramic' },
      salespersonId: null,
    });

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await expect(trackEvent('booking_started')).resolves.toBeUndefined();
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 429 }));
    await expect(trackEvent('booking_started')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
