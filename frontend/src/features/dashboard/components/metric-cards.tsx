import { CalendarOutlined, CheckCircleOutlined, LineChartOutlined, RightOutlined, RiseOutlined, TeamOutlined } from '@ant-design/icons';
import { formatPercent } from '@tint/libs/money';
import { PLACEHOLDER_MONTH_TREND, PLACEHOLDER_NEXT_TIER } from '@tint/libs/validation-messages';
import { Progress } from 'antd';
import { useId } from 'react';
import { LoadError } from '@/components/load-error';
import type { MetricCardProps } from '@/components/metric-card';
import { MetricBody, MetricCard } from '@/components/metric-card';
import { completedServicesCount } from '../activity';
import { useAppointments, useMetrics } from '../api';
import {
  METRICS_LOAD_FAILED,
  METRIC_COMPLETED_SERVICES,
  METRIC_SUCCESS_RATE,
  METRIC_THIS_MONTH,
  METRIC_TOTAL_REFERRALS,
  RETRY,
  THIS_MONTH_NOTE,
  VIEW_PAYOUTS_HINT,
} from '../dashboard-texts';

/** Completed Services opens Payout Details (SPEC 2.3): a real button, so keyboards reach it too. */
function ClickableMetricCard({ onClick, ...props }: MetricCardProps & { onClick: () => void }) {
  const labelId = useId();
  return (
    <button type="button" className="metric-card metric-card-button" onClick={onClick}>
      <MetricBody
        labelId={labelId}
        {...props}
        trailing={
          <span className="metric-arrow">
            <span className="visually-hidden">{VIEW_PAYOUTS_HINT}</span>
            <RightOutlined aria-hidden />
          </span>
        }
      />
    </button>
  );
}

type MetricCardsProps = {
  onOpenPayouts: () => void;
};

/** The four metric cards: three from GET /api/metrics, Completed Services counted from the appointments. */
export function MetricCards({ onOpenPayouts }: MetricCardsProps) {
  const metrics = useMetrics();
  const appointments = useAppointments();

  if (metrics.isError) {
    return (
      <div className="metric-grid-error">
        <LoadError title={METRICS_LOAD_FAILED} error={metrics.error} retryLabel={RETRY} onRetry={() => void metrics.refetch()} />
      </div>
    );
  }

  const data = metrics.data;
  // A failed appointments read is reported (with its retry) by Recent Activity; here it shows a dash.
  const completed = appointments.isError
    ? '—'
    : appointments.data
      ? completedServicesCount(appointments.data)
      : undefined;

  return (
    <div className="metric-grid">
      <MetricCard
        label={METRIC_TOTAL_REFERRALS}
        icon={<TeamOutlined />}
        tone="blue"
        value={data?.totalReferrals}
        note={
          <span className="metric-note-positive">
            <RiseOutlined aria-hidden /> {PLACEHOLDER_MONTH_TREND}
          </span>
        }
      />
      <MetricCard
        label={METRIC_SUCCESS_RATE}
        icon={<LineChartOutlined />}
        tone="green"
        value={data ? formatPercent(data.successRate) : undefined}
        note={
          <Progress
            percent={Math.min(100, Math.max(0, data?.successRate ?? 0))}
            showInfo={false}
            size="small"
            strokeColor="#1f9d55"
            aria-hidden
            className="metric-progress"
          />
        }
      />
      <MetricCard
        label={METRIC_THIS_MONTH}
        icon={<CalendarOutlined />}
        tone="purple"
        value={data?.thisMonth}
        note={THIS_MONTH_NOTE}
      />
      <ClickableMetricCard
        label={METRIC_COMPLETED_SERVICES}
        icon={<CheckCircleOutlined />}
        tone="orange"
        value={completed}
        note={PLACEHOLDER_NEXT_TIER}
        onClick={onOpenPayouts}
      />
    </div>
  );
}
