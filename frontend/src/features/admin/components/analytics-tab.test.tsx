import { configure, screen, within } from '@testing-library/react';
import type { AdminAnalytics } from '@tint/libs/api-types';
import { ANALYTICS_REFRESH_MS } from '@tint/libs/constants';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN, deferredResponse, headerOf, renderAdminPart } from '@/testing/admin-fixtures';
import { callsTo, jsonResponse, stubApi } from '@/testing/fetch-stub';
import { AnalyticsTab } from './analytics-tab';

configure({ asyncUtilTimeout: 5000 });

const ANALYTICS: AdminAnalytics = {
  conversionMetrics: {
    tintMatchStarted: 40,
    tintMatchCompleted: 30,
    pricingViewed: 25,
    bookingStarted: 20,
    bookingCompleted: 46,
    conversionRate: 115,
    pricingToBookingRate: 80,
  },
  topAbandonmentPoints: [
    { step: 'Questionnaire Started → Questionnaire Completed', fromStep: 'tint_match_started', toStep: 'tint_match_completed', count: 10, percentage: 25 },
    { step: 'Pricing Viewed → Booking Started', fromStep: 'pricing_viewed', toStep: 'booking_started', count: 1, percentage: 4 },
  ],
  recentSessions: [
    {
      sessionId: 'session-a',
      salespersonId: 'sp-123',
      completed: true,
      events: [
        { eventType: 'tint_match_started', occurredAt: '2026-11-20T10:00:00.000Z' },
        { eventType: 'booking_completed', occurredAt: '2026-11-20T10:09:00.000Z' },
      ],
    },
    { sessionId: 'session-b', completed: false, events: [{ eventType: 'tint_match_started', occurredAt: '2026-11-20T09:00:00.000Z' }] },
  ],
};

describe('Analytics tab', { timeout: 40_000 }, () => {
  it('shows the cards, the rates with one decimal (bars capped at 100%), the funnel, the drop-offs and the sessions', async () => {
    const fetchMock = stubApi({ 'GET /api/admin/analytics': () => jsonResponse(ANALYTICS) });
    renderAdminPart(<AnalyticsTab />);

    expect(screen.getByRole('heading', { level: 2, name: 'Customer Analytics' })).toBeInTheDocument();
    expect(screen.getByText('Conversion metrics and user behavior tracking (Last 30 days)')).toBeInTheDocument();
    expect(screen.getByText('Live Data')).toBeInTheDocument();

    expect(await screen.findByLabelText('Questionnaires Started: 40')).toBeInTheDocument();
    expect(screen.getByLabelText('Questionnaires Completed: 30')).toBeInTheDocument();
    expect(screen.getByLabelText('Pricing Viewed: 25')).toBeInTheDocument();
    expect(screen.getByLabelText('Bookings Completed: 46')).toBeInTheDocument();

    expect(screen.getByText('115.0%')).toBeInTheDocument();
    expect(screen.getByText('80.0%')).toBeInTheDocument();
    const bars = screen.getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['100', '80']);

    const funnel = screen.getByRole('list', { name: 'Funnel' });
    expect(within(funnel).getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      'Questionnaire Started40',
      'Questionnaire Completed30',
      'Pricing Viewed25',
      'Booking Started20',
      'Booking Completed46',
    ]);

    expect(screen.getByText('Top Drop-off Points')).toBeInTheDocument();
    expect(screen.getByText('Questionnaire Started → Questionnaire Completed')).toBeInTheDocument();
    expect(screen.getByText('10 users')).toBeInTheDocument();
    expect(screen.getByText('25.0%')).toBeInTheDocument();
    expect(screen.getByText('1 user')).toBeInTheDocument();

    const sessions = screen.getByRole('list', { name: 'Recent User Sessions' });
    const [first, second] = within(sessions).getAllByRole('listitem').filter((item) => item.parentElement === sessions);
    expect(within(first!).getByText('Session #1')).toBeInTheDocument();
    expect(within(first!).getByText('sp-123')).toBeInTheDocument();
    expect(within(first!).getByText('Completed')).toBeInTheDocument();
    expect(within(within(first!).getByRole('list')).getAllByRole('listitem').map((chip) => chip.textContent)).toEqual(['Questionnaire Started', 'Booking Completed']);
    expect(within(second!).getByText('In Progress')).toBeInTheDocument();

    const [call] = callsTo(fetchMock, 'GET', '/api/admin/analytics');
    expect(headerOf(call?.[1], 'Authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
  });

  it('shows four placeholder cards while loading, then the empty state; hides drop-offs when there are none', async () => {
    const pending = deferredResponse();
    stubApi({ 'GET /api/admin/analytics': () => pending.promise });
    renderAdminPart(<AnalyticsTab />);
    const loading = screen.getByRole('status', { name: 'Loading analytics' });
    expect(loading.querySelectorAll('.analytics-card')).toHaveLength(4);

    pending.answer(jsonResponse({ ...ANALYTICS, topAbandonmentPoints: [], recentSessions: [] }));
    expect(await screen.findByText('No analytics data available')).toBeInTheDocument();
    expect(screen.queryByText('Top Drop-off Points')).not.toBeInTheDocument();
  });

  it('refreshes every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const fetchMock = stubApi({ 'GET /api/admin/analytics': () => jsonResponse(ANALYTICS) });
      renderAdminPart(<AnalyticsTab />);
      await vi.waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/admin/analytics')).toHaveLength(1));
      await vi.advanceTimersByTimeAsync(ANALYTICS_REFRESH_MS);
      await vi.waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/admin/analytics')).toHaveLength(2));
    } finally {
      vi.useRealTimers();
    }
  });
});
