import { CalendarOutlined, CheckCircleOutlined, ClockCircleOutlined, DeleteOutlined, DollarOutlined, DownloadOutlined, FieldTimeOutlined, HourglassOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { Appointment, PayoutDetails, PayoutPeriod } from '@tint/libs/api-types';
import { MY_DATA_EXPORT_PATH, PAYOUT_LIST_LIMITS, PAYOUT_PERIODS, PAYOUT_SCHEDULE_TEXT } from '@tint/libs/constants';
import { formatAmount } from '@tint/libs/money';
import { fullName } from '@tint/libs/names';
import { RETRY } from '@tint/libs/texts/common';
import { ERASE_MY_ACCOUNT, ERASE_MY_ACCOUNT_CONFIRM, ERASE_OK, ERASURE_FAILED, MY_DATA_DOWNLOAD, MY_DATA_TEXT, MY_DATA_TITLE } from '@tint/libs/texts/privacy';
import { CANCEL } from '@tint/libs/texts/common';
import {
  AWAITING_PAYOUT,
  COMPLETED_LIST_TITLE,
  PAID,
  PAYOUTS_LOAD_FAILED,
  PAYOUTS_SUBTITLE,
  PENDING,
  PENDING_LIST_TITLE,
  PENDING_THIS_WEEK,
  PENDING_THIS_WEEK_NOTE,
  PERIOD_NAMES,
  PERIOD_TOGGLE_LABEL,
  POTENTIAL_REMAINING,
  SCHEDULED_LIST_TITLE,
  TOTAL_PAID,
  pendingNote,
  potentialNote,
} from '@tint/libs/texts/payouts';
import { BACK_TO_DASHBOARD, SECTION_TITLES } from '@tint/libs/texts/salesperson-app';
import { ACTIVITY_SCHEDULED, NO_COMPLETED_SERVICES, NO_PENDING_APPOINTMENTS, NO_SCHEDULED_APPOINTMENTS } from '@tint/libs/validation-messages';
import { Alert, Button, Empty, Popconfirm, Segmented, Skeleton, Tag, Typography } from 'antd';
import { ContentCard } from '@/components/content-card';
import { EarnedChallengesCard } from '@/components/earned-challenges';
import { useChallenges } from '@/lib/challenges';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { LoadError } from '@/components/load-error';
import { apiErrorMessage } from '@/lib/api-client';
import { MetricCard } from '@/components/metric-card';
import { SectionHeader } from '@/components/section-header';
import type { SectionNavigate } from '@/lib/sections';
import { useIsDesktop } from '@/hooks/use-media-query';
import { formatCalendarDate } from '@/lib/dates';
import { useEraseMyAccountMutation, usePayoutDetails } from '../api';
import { PayoutSettingsCard } from './payout-settings-card';
import '../payouts.css';

function PayoutMetrics({ details, period }: { details: PayoutDetails | undefined; period: PayoutPeriod }) {
  const monthly = period === 'MTD';
  const value = (amount: string | undefined) => (amount === undefined ? undefined : formatAmount(amount));
  return (
    <div className="metric-grid payout-metrics">
      <MetricCard
        label={TOTAL_PAID}
        icon={<DollarOutlined />}
        tone="green"
        value={value(monthly ? details?.totalPaidThisMonth : details?.totalPaidThisYear)}
        note={PERIOD_NAMES[period]}
      />
      <MetricCard label={PENDING_THIS_WEEK} icon={<ClockCircleOutlined />} tone="orange" value={value(details?.pendingThisWeek)} note={PENDING_THIS_WEEK_NOTE} />
      <MetricCard
        label={PENDING}
        icon={<HourglassOutlined />}
        tone="purple"
        value={value(monthly ? details?.pendingThisMonth : details?.pendingThisYear)}
        note={pendingNote(period)}
      />
      <MetricCard
        label={POTENTIAL_REMAINING}
        icon={<FieldTimeOutlined />}
        tone="blue"
        value={value(monthly ? details?.potentialRemainingMonth : details?.potentialRemainingYear)}
        note={potentialNote(period)}
      />
    </div>
  );
}

type ListKind = 'completed' | 'pending' | 'scheduled';

function AppointmentRow({ appointment, kind }: { appointment: Appointment; kind: ListKind }) {
  const vehicle = [appointment.vehicleYear, appointment.vehicleMake, appointment.vehicleModel].filter(Boolean).join(' ');
  let tag: ReactNode;
  if (kind === 'scheduled') tag = <Tag color="blue">{ACTIVITY_SCHEDULED}</Tag>;
  else if (appointment.payoutStatus === 'fulfilled') tag = <Tag color="green">{PAID}</Tag>;
  else tag = <Tag color="orange">{AWAITING_PAYOUT}</Tag>;
  return (
    <li className="payout-item">
      <span className="payout-item-body">
        <span className="payout-item-customer">{fullName(appointment.customerFirstName, appointment.customerLastName)}</span>
        <span className="payout-item-meta">{vehicle}</span>
        <span className="payout-item-meta">
          {formatCalendarDate(appointment.appointmentDate)} · {appointment.appointmentTime}
        </span>
      </span>
      <span className="payout-item-aside">
        <span className={`payout-item-amount payout-item-amount-${kind}`}>{formatAmount(appointment.commission)}</span>
        {tag}
      </span>
    </li>
  );
}

type AppointmentListProps = {
  title: string;
  icon: ReactNode;
  kind: ListKind;
  appointments: readonly Appointment[] | undefined;
  emptyText: string;
};

function AppointmentList({ title, icon, kind, appointments, emptyText }: AppointmentListProps) {
  let body: ReactNode;
  if (!appointments) body = <Skeleton active title={false} paragraph={{ rows: 2 }} />;
  else if (appointments.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} className="payout-empty" />;
  else
    body = (
      <ul className="payout-list" aria-label={title}>
        {/* The server already limits the lists; the screen keeps to the same numbers regardless. */}
        {appointments.slice(0, PAYOUT_LIST_LIMITS[kind]).map((appointment) => (
          <AppointmentRow key={appointment.id} appointment={appointment} kind={kind} />
        ))}
      </ul>
    );
  return (
    <ContentCard title={title} icon={icon} className="payout-list-card">
      {body}
    </ContentCard>
  );
}

/**
 * The salesperson's own copy of what the portal holds about them (issue 17): a JSON file the server sends; and
 * their erasure, after which the server has ended the session and the page goes to the signed-out start.
 */
function MyData() {
  const erase = useEraseMyAccountMutation();
  return (
    <ContentCard title={MY_DATA_TITLE} icon={<SafetyCertificateOutlined />} className="my-data-card">
      <div className="my-data-body">
        <Typography.Paragraph className="my-data-text">{MY_DATA_TEXT}</Typography.Paragraph>
        <div className="my-data-actions">
          <Button href={MY_DATA_EXPORT_PATH} download icon={<DownloadOutlined aria-hidden />} size="large">
            {MY_DATA_DOWNLOAD}
          </Button>
          <Popconfirm title={ERASE_MY_ACCOUNT_CONFIRM} okText={ERASE_OK} okButtonProps={{ danger: true }} cancelText={CANCEL} onConfirm={() => erase.mutate()}>
            <Button danger icon={<DeleteOutlined aria-hidden />} size="large" loading={erase.isPending}>
              {ERASE_MY_ACCOUNT}
            </Button>
          </Popconfirm>
        </div>
        {erase.isError && <Alert type="error" showIcon role="alert" title={ERASURE_FAILED} description={apiErrorMessage(erase.error) ?? undefined} />}
      </div>
    </ContentCard>
  );
}

type PayoutDetailsSectionProps = {
  onNavigate: SectionNavigate;
};

/** SPEC 2.3, Payout Details: MTD/YTD toggle, four figures, three lists and the payout schedule. */
export function PayoutDetailsSection({ onNavigate }: PayoutDetailsSectionProps) {
  const [period, setPeriod] = useState<PayoutPeriod>('MTD');
  const payouts = usePayoutDetails(period);
  const isDesktop = useIsDesktop();
  const details = payouts.data;
  // Challenge rewards earned (issue 20): shown once any is; paid separately from commissions.
  const challenges = useChallenges();

  return (
    <>
      <SectionHeader
        title={SECTION_TITLES.payouts}
        subtitle={PAYOUTS_SUBTITLE}
        back={{ label: BACK_TO_DASHBOARD, onClick: () => onNavigate('dashboard') }}
        actions={
          <Segmented<PayoutPeriod>
            value={period}
            onChange={setPeriod}
            options={PAYOUT_PERIODS.map((option) => ({ value: option, label: option }))}
            aria-label={PERIOD_TOGGLE_LABEL}
            size="large"
            block={!isDesktop}
            className="payout-period-toggle"
          />
        }
      />
      {payouts.isError ? (
        <div className="metric-grid-error">
          <LoadError title={PAYOUTS_LOAD_FAILED} error={payouts.error} retryLabel={RETRY} onRetry={() => void payouts.refetch()} />
        </div>
      ) : (
        <div className={payouts.isPlaceholderData ? 'payout-body payout-body-updating' : 'payout-body'} aria-busy={payouts.isFetching}>
          <PayoutMetrics details={details} period={period} />
          <div className="payout-lists">
            <AppointmentList
              title={COMPLETED_LIST_TITLE}
              icon={<CheckCircleOutlined />}
              kind="completed"
              appointments={details?.completedAppointments}
              emptyText={NO_COMPLETED_SERVICES}
            />
            <AppointmentList
              title={PENDING_LIST_TITLE}
              icon={<HourglassOutlined />}
              kind="pending"
              appointments={details?.pendingAppointments}
              emptyText={NO_PENDING_APPOINTMENTS}
            />
            <AppointmentList
              title={SCHEDULED_LIST_TITLE}
              icon={<CalendarOutlined />}
              kind="scheduled"
              appointments={details?.scheduledAppointments}
              emptyText={NO_SCHEDULED_APPOINTMENTS}
            />
          </div>
        </div>
      )}
      {challenges.data && challenges.data.earned.length > 0 && <EarnedChallengesCard earned={challenges.data.earned} className="earned-challenges-card" />}
      <Alert type="info" showIcon icon={<CalendarOutlined aria-hidden />} className="payout-schedule" title={PAYOUT_SCHEDULE_TEXT} />
      <PayoutSettingsCard />
      <MyData />
    </>
  );
}
