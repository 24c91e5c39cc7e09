import { screen, within } from '@testing-library/react';
import type { AdminAnalytics } from '@tint/libs/api-types';
import { FUNNEL_STEP_LABELS } from '@tint/libs/analytics';
import { ANALYTICS_REFRESH_MS } from '@tint/libs/constants';
import {
  ANALYTICS_CARD_LABELS,
  ANALYTICS_CHART_TITLE,
  ANALYTICS_COMPLETED,
  ANALYTICS_DROP_OFFS,
  ANALYTICS_IN_PROGRESS,
  ANALYTICS_LIVE,
  ANALYTICS_LOADING,
  ANALYTICS_RECENT,
  ANALYTICS_SUBTITLE,
  ANALYTICS_TITLE,
  analyticsSessionLabel,
  dropOffUsers,
  figureLabel,
} from '@tint/libs/texts/admin';
import { NO_ANALYTICS_DATA } from '@tint/libs/validation-messages';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN, deferredResponse, headerOf, renderAdminPart } from '@/testing/admin-fixtures';
import { callsTo, jsonResponse, stubApi } from '@/testing/fetch-stub';
import { expectTextsShown } from '@/testing/texts-shown';
import { AnalyticsTab } from './analytics-tab';

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
    { step: `${FUNNEL_STEP_LABELS.tint_match_started} → ${FUNNEL_STEP_LABELS.tint_match_completed}`, fromStep: 'tint_match_started', toStep: 'tint_match_completed', count: 10, percentage: 25 },
    { step: `${FUNNEL_STEP_LABELS.pricing_viewed} → ${FUNNEL_STEP_LABELS.booking_started}`, fromStep: 'pricing_viewed', toStep: 'booking_started', count: 1, percentage: 4 },
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

    expect(screen.getByRole('heading', { level: 2, name: ANALYTICS_TITLE })).toBeInTheDocument();
    expect(screen.getByText(ANALYTICS_SUBTITLE)).toBeInTheDocument();
    expect(screen.getByText(ANALYTICS_LIVE)).toBeInTheDocument();

    expect(await screen.findByLabelText(figureLabel(ANALYTICS_CARD_LABELS.tint_match_started, '40'))).toBeInTheDocument();
    expect(screen.getByLabelText(figureLabel(ANALYTICS_CARD_LABELS.tint_match_completed, '30'))).toBeInTheDocument();
    expect(screen.getByLabelText(figureLabel(ANALYTICS_CARD_LABELS.pricing_viewed, '25'))).toBeInTheDocument();
    expect(screen.getByLabelText(figureLabel(ANALYTICS_CARD_LABELS.booking_completed, '46'))).toBeInTheDocument();

    expect(screen.getByText('115.0%')).toBeInTheDocument();
    expect(screen.getByText('80.0%')).toBeInTheDocument();
    const bars = screen.getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['100', '80']);

    const funnel = screen.getByRole('list', { name: ANALYTICS_CHART_TITLE });
    expect(within(funnel).getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      `${FUNNEL_STEP_LABELS.tint_match_started}40`,
      `${FUNNEL_STEP_LABELS.tint_match_completed}30`,
      `${FUNNEL_STEP_LABELS.pricing_viewed}25`,
      `${FUNNEL_STEP_LABELS.booking_started}20`,
      `${FUNNEL_STEP_LABELS.booking_completed}46`,
    ]);

    expect(screen.getByText(ANALYTICS_DROP_OFFS)).toBeInTheDocument();
    expect(screen.getByText(ANALYTICS.topAbandonmentPoints[0]!.step)).toBeInTheDocument();
    expect(screen.getByText(dropOffUsers(10))).toBeInTheDocument();
    expect(screen.getByText('25.0%')).toBeInTheDocument();
    expect(screen.getByText(dropOffUsers(1))).toBeInTheDocument();

    const sessions = screen.getByRole('list', { name: ANALYTICS_RECENT });
    const [first, second] = within(sessions).getAllByRole('listitem').filter((item) => item.parentElement === sessions);
    expect(within(first!).getByText(analyticsSessionLabel(0))).toBeInTheDocument();
    expect(within(first!).getByText('sp-123')).toBeInTheDocument();
    expect(within(first!).getByText(ANALYTICS_COMPLETED)).toBeInTheDocument();
    expect(within(within(first!).getByRole('list')).getAllByRole('listitem').map((chip) => chip.textContent)).toEqual([
      FUNNEL_STEP_LABELS.tint_match_started,
      FUNNEL_STEP_LABELS.booking_completed,
    ]);
    expect(within(second!).getByText(ANALYTICS_IN_PROGRESS)).toBeInTheDocument();

    const [call] = callsTo(fetchMock, 'GET', '/api/admin/analytics');
    expect(headerOf(call?.[1], 'Authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
  });

  it('shows four placeholder cards while loading, then the empty state; hides drop-offs when there are none', async () => {
    const pending = deferredResponse();
    stubApi({ 'GET /api/admin/analytics': () => pending.promise });
    renderAdminPart(<AnalyticsTab />);
    const loading = screen.getByRole('status', { name: ANALYTICS_LOADING });
    expect(loading.querySelectorAll('.analytics-card')).toHaveLength(4);

    pending.answer(jsonResponse({ ...ANALYTICS, topAbandonmentPoints: [], recentSessions: [] }));
    await expectTextsShown(NO_ANALYTICS_DATA);
    expect(screen.queryByText(ANALYTICS_DROP_OFFS)).not.toBeInTheDocument();
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
