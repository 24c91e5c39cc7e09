// Funnel tracking (SPEC 3 "Analytics event", 4 "Analytics session id", 7): one session id per browser
// session, reused; each call sends {sessionId, eventType, eventData, salespersonId}. The server takes
// the salesperson from the session cookie, so salespersonId is always null here. Failures are only
// logged as warnings: tracking never gets in a customer's way.
import type { TrackedEventType } from '@tint/libs/analytics';
import type { AnalyticsEvent } from '@tint/libs/api-types';
import { readStored, writeStored } from './storage';

export const ANALYTICS_SESSION_KEY = 'analyticsSessionId';

/** Created once per browser session (sessionStorage) and reused by every later call. */
export function analyticsSessionId(): string {
  const stored = readStored(ANALYTICS_SESSION_KEY, 'session');
  if (stored) return stored;
  const id = crypto.randomUUID();
  writeStored(ANALYTICS_SESSION_KEY, id, 'session');
  return id;
}

export async function trackEvent(eventType: TrackedEventType, details: Record<string, unknown> = {}): Promise<void> {
  const body: AnalyticsEvent = {
    sessionId: analyticsSessionId(),
    eventType,
    eventData: {
      userAgent: navigator.userAgent,
      screenWidth: window.screen.width,
      screenHeight: window.screen.height,
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      ...details,
    },
    salespersonId: null,
  };
  try {
    const response = await fetch('/api/analytics/track', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) console.warn(`Analytics tracking failed: ${String(response.status)}`);
  } catch (error) {
    console.warn('Analytics tracking failed', error);
  }
}

/** Sends several events one after the other, so the server records them in this order. */
export function trackInOrder(events: readonly (readonly [TrackedEventType, Record<string, unknown>?])[]): Promise<void> {
  return events.reduce<Promise<void>>((previous, [eventType, details]) => previous.then(() => trackEvent(eventType, details)), Promise.resolve());
}

/** The events already sent once in this browser session (sessionStorage, as the session id). */
const ONCE_KEY_PREFIX = 'analyticsSent:';

/**
 * Sends `eventType` the first time it is asked for in this analytics session, and never again in it
 * (a step of the funnel that a person may reach many times, like starting to fill the booking form).
 */
export function trackOncePerSession(eventType: TrackedEventType, details: Record<string, unknown> = {}): Promise<void> {
  const key = `${ONCE_KEY_PREFIX}${analyticsSessionId()}:${eventType}`;
  if (readStored(key, 'session')) return Promise.resolve();
  writeStored(key, '1', 'session');
  return trackEvent(eventType, details);
}
