import { CalendarOutlined, CheckSquareOutlined, DollarOutlined, WalletOutlined } from '@ant-design/icons';
import { formatMoney } from '@tint/libs/money';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { MetricCard } from '@/components/metric-card';
import {
  CONFIRMED,
  METRICS_LOAD_FAILED,
  SUMMARY_ACTIVE_RESERVATIONS,
  SUMMARY_ACTIVE_RESERVATIONS_NOTE,
  SUMMARY_APPOINTMENT_STATUS,
  SUMMARY_PENDING_PAYOUTS,
  SUMMARY_PENDING_PAYOUTS_NOTE,
  SUMMARY_REGION,
  SUMMARY_TOTAL_PENDING,
  SUMMARY_TOTAL_PENDING_NOTE,
  TOTAL_BOOKED,
  UNCONFIRMED,
} from '@tint/libs/texts/admin';
import { NO_VALUE, RETRY, loadingLabel } from '@tint/libs/texts/common';
import { useAppointmentMetrics, usePendingPayouts, useReservations } from '../api';
import { payableItems, totalCommissionCents } from '../admin-money';
import { ResetRolloutButton } from './reset-rollout-button';

/** A figure of a read: undefined while loading (a skeleton), a dash when the read failed. */
function figure<T>(query: UseQueryResult<T>, select: (data: T) => ReactNode): ReactNode | undefined {
  if (query.isError) return NO_VALUE;
  return query.data === undefined ? undefined : select(query.data);
}

function AppointmentStatusCard() {
  const labelId = useId();
  const metrics = useAppointmentMetrics();
  const figures = [
    { label: TOTAL_BOOKED, value: figure(metrics, (data) => data.totalBooked) },
    { label: CONFIRMED, value: figure(metrics, (data) => data.totalConfirmed) },
    { label: UNCONFIRMED, value: figure(metrics, (data) => data.unconfirmed) },
  ];
  return (
    <div className="metric-card admin-status-card" role="group" aria-labelledby={labelId}>
      <span className="metric-card-top">
        <span id={labelId} className="metric-label">
          {SUMMARY_APPOINTMENT_STATUS}
        </span>
        <span className="metric-icon metric-icon-purple" aria-hidden>
          <CheckSquareOutlined />
        </span>
      </span>
      <dl className="admin-status-figures">
        {figures.map(({ label, value }) => (
          <div key={label} className="admin-status-figure">
            <dt>{label}</dt>
            <dd>{value === undefined ? <span className="metric-skeleton admin-status-skeleton" role="status" aria-label={loadingLabel(label)} /> : value}</dd>
          </div>
        ))}
      </dl>
      {metrics.isError && (
        <span className="metric-note admin-status-error">
          {METRICS_LOAD_FAILED}{' '}
          <Button type="link" size="small" className="admin-inline-link" onClick={() => void metrics.refetch()}>
            {RETRY}
          </Button>
        </span>
      )}
      <ResetRolloutButton />
    </div>
  );
}

/** SPEC 2.4: the four summary cards under the header. */
export function SummaryCards() {
  const payouts = usePendingPayouts();
  const reservations = useReservations();

  return (
    <section className="admin-summary-grid" aria-label={SUMMARY_REGION}>
      <MetricCard
        label={SUMMARY_PENDING_PAYOUTS}
        icon={<WalletOutlined />}
        tone="orange"
        value={figure(payouts, (items) => payableItems(items).length)}
        note={SUMMARY_PENDING_PAYOUTS_NOTE}
      />
      <MetricCard
        label={SUMMARY_ACTIVE_RESERVATIONS}
        icon={<CalendarOutlined />}
        tone="blue"
        value={figure(reservations, (items) => items.filter((reservation) => reservation.status === 'active').length)}
        note={SUMMARY_ACTIVE_RESERVATIONS_NOTE}
      />
      <MetricCard
        label={SUMMARY_TOTAL_PENDING}
        icon={<DollarOutlined />}
        tone="green"
        value={figure(payouts, (items) => formatMoney(totalCommissionCents(payableItems(items))))}
        note={SUMMARY_TOTAL_PENDING_NOTE}
      />
      <AppointmentStatusCard />
    </section>
  );
}
