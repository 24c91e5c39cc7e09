import { CalendarOutlined, CheckCircleOutlined, LineChartOutlined, RightOutlined, RiseOutlined, TeamOutlined } from '@ant-design/icons';
import { formatPercent } from '@tint/libs/money';
import { RETRY } from '@tint/libs/texts/common';
import {
  METRICS_LOAD_FAILED,
  METRIC_COMPLETED_SERVICES,
  METRIC_SUCCESS_RATE,
  METRIC_THIS_MONTH,
  METRIC_TOTAL_REFERRALS,
  THIS_MONTH_NOTE,
  VIEW_PAYOUTS_HINT,
} from '@tint/libs/texts/dashboard';
import { PLACEHOLDER_MONTH_TREND, PLACEHOLDER_NEXT_TIER } from '@tint/libs/validation-messages';
import { Progress } from 'antd';
import { useId } from 'react';
import { LoadError } from '@/components/load-error';
import type { MetricCardProps } from '@/components/metric-card';
import { MetricBody, MetricCard } from '@/components/metric-card';
import { useMetrics } from '../api';

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

/** The four metric cards, all from GET /api/metrics. */
export function MetricCards({ onOpenPayouts }: MetricCardsProps) {
  const metrics = useMetrics();

  if (metrics.isError) {
    return (
      <div className="metric-grid-error">
        <LoadError title={METRICS_LOAD_FAILED} error={metrics.error} retryLabel={RETRY} onRetry={() => void metrics.refetch()} />
      </div>
    );
  }

  const data = metrics.data;

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
        value={data?.completedServices}
        note={PLACEHOLDER_NEXT_TIER}
        onClick={onOpenPayouts}
      />
    </div>
  );
}
