// SPEC 2.4 'Analytics tab': the funnel over the last 30 days, from GET /api/admin/analytics (read
// model on the server), refreshed every 30 s. Cards, the two rates (1 decimal, bars capped at 100%),
// a funnel chart (one bar per step), the drop-offs when there are any, and the 20 newest sessions.
import { CalendarOutlined, CheckCircleOutlined, DollarOutlined, FormOutlined } from '@ant-design/icons';
import { type AnalyticsEventType, capPercent, FUNNEL_STEP_LABELS, FUNNEL_STEPS, isFunnelEmpty } from '@tint/libs/analytics';
import type { AdminAnalytics } from '@tint/libs/api-types';
import { formatPercent } from '@tint/libs/money';
import { NO_ANALYTICS_DATA } from '@tint/libs/validation-messages';
import { Badge, Card, Empty, Progress, Skeleton, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import {
  ANALYTICS_CARD_LABELS,
  ANALYTICS_CHART_TITLE,
  ANALYTICS_COMPLETED,
  ANALYTICS_DROP_OFFS,
  ANALYTICS_IN_PROGRESS,
  ANALYTICS_LIVE,
  ANALYTICS_LOADING,
  ANALYTICS_LOAD_FAILED,
  ANALYTICS_OVERALL_RATE,
  ANALYTICS_PRICING_RATE,
  ANALYTICS_RECENT,
  ANALYTICS_SUBTITLE,
  ANALYTICS_TITLE,
  analyticsSessionLabel,
  dropOffUsers,
  figureLabel,
  sessionEventsLabel,
} from '@tint/libs/texts/admin';
import { TRY_AGAIN } from '@tint/libs/texts/common';
import { useAdminAnalytics } from '../analytics-api';
import { TabHeader } from './tab-header';
import '../analytics.css';

const CARD_STEPS = ['tint_match_started', 'tint_match_completed', 'pricing_viewed', 'booking_completed'] as const;
const CARD_ICONS: Record<(typeof CARD_STEPS)[number], ReactNode> = {
  tint_match_started: <FormOutlined aria-hidden />,
  tint_match_completed: <CheckCircleOutlined aria-hidden />,
  pricing_viewed: <DollarOutlined aria-hidden />,
  booking_completed: <CalendarOutlined aria-hidden />,
};

const countOf = (analytics: AdminAnalytics, step: AnalyticsEventType): number => {
  const m = analytics.conversionMetrics;
  return {
    tint_match_started: m.tintMatchStarted,
    tint_match_completed: m.tintMatchCompleted,
    pricing_viewed: m.pricingViewed,
    booking_started: m.bookingStarted,
    booking_completed: m.bookingCompleted,
  }[step];
};

export function AnalyticsTab() {
  const analytics = useAdminAnalytics();
  return (
    <section className="analytics-tab" aria-labelledby="analytics-title">
      <TabHeader title={ANALYTICS_TITLE} subtitle={ANALYTICS_SUBTITLE} extra={<Badge status="processing" text={ANALYTICS_LIVE} className="analytics-live" />} />
      {analytics.isPending ? (
        <div className="analytics-cards" role="status" aria-label={ANALYTICS_LOADING}>
          {CARD_STEPS.map((step) => (
            <Card key={step} variant="borderless" className="content-card admin-card analytics-card">
              <Skeleton active paragraph={{ rows: 1 }} title={{ width: '60%' }} />
            </Card>
          ))}
        </div>
      ) : analytics.isError ? (
        <LoadError title={ANALYTICS_LOAD_FAILED} error={analytics.error} onRetry={() => void analytics.refetch()} retryLabel={TRY_AGAIN} />
      ) : isFunnelEmpty(analytics.data) ? (
        <Card variant="borderless" className="content-card admin-card">
          <Empty description={NO_ANALYTICS_DATA} />
        </Card>
      ) : (
        <AnalyticsContent analytics={analytics.data} />
      )}
    </section>
  );
}

function AnalyticsContent({ analytics }: { analytics: AdminAnalytics }) {
  const { conversionMetrics: metrics, topAbandonmentPoints: drops, recentSessions } = analytics;
  const widest = Math.max(...FUNNEL_STEPS.map((step) => countOf(analytics, step)), 1);
  return (
    <>
      <div className="analytics-cards">
        {CARD_STEPS.map((step) => (
          <Card key={step} variant="borderless" className="content-card admin-card analytics-card">
            <div className="analytics-card-top">
              <Typography.Text type="secondary">{ANALYTICS_CARD_LABELS[step]}</Typography.Text>
              <span className={`analytics-card-icon analytics-icon-${step}`}>{CARD_ICONS[step]}</span>
            </div>
            <div className="analytics-card-value" aria-label={figureLabel(ANALYTICS_CARD_LABELS[step], String(countOf(analytics, step)))}>
              {countOf(analytics, step).toLocaleString('en-US')}
            </div>
          </Card>
        ))}
      </div>

      <div className="analytics-rates">
        <RateCard title={ANALYTICS_OVERALL_RATE} rate={metrics.conversionRate} />
        <RateCard title={ANALYTICS_PRICING_RATE} rate={metrics.pricingToBookingRate} />
      </div>

      <Card variant="borderless" className="content-card admin-card" title={ANALYTICS_CHART_TITLE}>
        <ol className="funnel-chart" aria-label={ANALYTICS_CHART_TITLE}>
          {FUNNEL_STEPS.map((step) => {
            const count = countOf(analytics, step);
            return (
              <li key={step} className="funnel-row">
                <span className="funnel-label">{FUNNEL_STEP_LABELS[step]}</span>
                <span className="funnel-track" aria-hidden>
                  <span className="funnel-bar" style={{ width: `${String((count / widest) * 100)}%` }} />
                </span>
                <span className="funnel-count">{count.toLocaleString('en-US')}</span>
              </li>
            );
          })}
        </ol>
      </Card>

      {drops.length > 0 && (
        <Card variant="borderless" className="content-card admin-card" title={ANALYTICS_DROP_OFFS}>
          <ul className="analytics-drops">
            {drops.map((drop) => (
              <li key={drop.step} className="analytics-drop">
                <span className="analytics-drop-step">{drop.step}</span>
                <span className="analytics-drop-figures">
                  <Typography.Text type="secondary">{dropOffUsers(drop.count)}</Typography.Text>
                  <Tag color="red">{formatPercent(drop.percentage)}</Tag>
                </span>
              </li>
            ))}
          </ul>
        </Card>
      )}

      <Card variant="borderless" className="content-card admin-card" title={ANALYTICS_RECENT}>
        {/* It scrolls when long: focusable, so a keyboard can scroll it too. */}
        <ol className="analytics-sessions" aria-label={ANALYTICS_RECENT} tabIndex={0}>
          {recentSessions.map((session, i) => (
            <li key={session.sessionId} className="analytics-session">
              <div className="analytics-session-head">
                <span className="analytics-session-name">
                  <Typography.Text strong>{analyticsSessionLabel(i)}</Typography.Text>
                  {session.salespersonId && (
                    <Typography.Text type="secondary" className="analytics-session-salesperson">
                      {session.salespersonId}
                    </Typography.Text>
                  )}
                </span>
                <Tag color={session.completed ? 'green' : 'gold'}>{session.completed ? ANALYTICS_COMPLETED : ANALYTICS_IN_PROGRESS}</Tag>
              </div>
              <ol className="analytics-chips" aria-label={sessionEventsLabel(i)}>
                {session.events.map((event) => (
                  <li key={event.eventType}>
                    <Tag className={`analytics-chip analytics-chip-${event.eventType}`}>{FUNNEL_STEP_LABELS[event.eventType]}</Tag>
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ol>
      </Card>
    </>
  );
}

function RateCard({ title, rate }: { title: string; rate: number }) {
  return (
    <Card variant="borderless" className="content-card admin-card analytics-rate">
      <Typography.Text type="secondary">{title}</Typography.Text>
      <div className="analytics-rate-value">{formatPercent(rate)}</div>
      <Progress percent={capPercent(rate)} showInfo={false} aria-label={figureLabel(title, formatPercent(rate))} />
    </Card>
  );
}
