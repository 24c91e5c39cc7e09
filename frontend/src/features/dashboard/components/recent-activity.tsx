import { CalendarOutlined, CheckCircleFilled, ClockCircleOutlined, CloseCircleOutlined, HistoryOutlined, UserDeleteOutlined } from '@ant-design/icons';
import type { Appointment } from '@tint/libs/api-types';
import { fullName } from '@tint/libs/names';
import { RETRY, loadingLabel } from '@tint/libs/texts/common';
import { APPOINTMENTS_LOAD_FAILED, NO_APPOINTMENTS_HINT, NO_APPOINTMENTS_YET, RECENT_ACTIVITY_TITLE } from '@tint/libs/texts/dashboard';
import { SECTION_TITLES } from '@tint/libs/texts/salesperson-app';
import { ACTIVITY_COMPLETED, ACTIVITY_IN_PROGRESS, ACTIVITY_NEW_BOOKING, ACTIVITY_SCHEDULED } from '@tint/libs/validation-messages';
import { ACTIVITY_CANCELLED, ACTIVITY_COMMISSION_VOID, ACTIVITY_NO_SHOW, ACTIVITY_UNDER_REVIEW } from '@tint/libs/texts/dashboard';
import { Button, Empty, Skeleton, Tag } from 'antd';
import { ContentCard } from '@/components/content-card';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import { formatCalendarDate } from '@/lib/dates';
import type { ActivityState } from '../activity';
import { activityState, commissionEarned, recentActivity } from '../activity';
import { useAppointments } from '../api';

const stateTitles: Record<ActivityState, string> = {
  completed: ACTIVITY_COMPLETED,
  'in-progress': ACTIVITY_IN_PROGRESS,
  cancelled: ACTIVITY_CANCELLED,
  'no-show': ACTIVITY_NO_SHOW,
  scheduled: ACTIVITY_NEW_BOOKING,
};

const stateIcons: Record<ActivityState, ReactNode> = {
  completed: <CheckCircleFilled aria-hidden />,
  'in-progress': <ClockCircleOutlined aria-hidden />,
  cancelled: <CloseCircleOutlined aria-hidden />,
  'no-show': <UserDeleteOutlined aria-hidden />,
  scheduled: <CalendarOutlined aria-hidden />,
};

function ActivityItem({ appointment }: { appointment: Appointment }) {
  const state = activityState(appointment.status);
  const vehicle = [appointment.vehicleYear, appointment.vehicleMake, appointment.vehicleModel].filter(Boolean).join(' ');
  return (
    <li className="activity-item">
      <span className={`activity-icon activity-icon-${state}`}>{stateIcons[state]}</span>
      <span className="activity-body">
        <span className="activity-title">{stateTitles[state]}</span>
        <span className="activity-meta">
          <span className="activity-customer">{fullName(appointment.customerFirstName, appointment.customerLastName)}</span>
          <span aria-hidden> · </span>
          <span>{vehicle}</span>
        </span>
        <span className="activity-meta">
          {formatCalendarDate(appointment.appointmentDate)} · {appointment.appointmentTime}
        </span>
      </span>
      <span className="activity-aside">
        {/* Fraud review (issue 19): the salesperson sees that it is under review, never why. */}
        {appointment.reviewStatus === 'held' ? (
          <Tag color="orange" className="activity-tag">
            {ACTIVITY_UNDER_REVIEW}
          </Tag>
        ) : appointment.reviewStatus === 'rejected' ? (
          <Tag className="activity-tag">{ACTIVITY_COMMISSION_VOID}</Tag>
        ) : (
          <>
            {state === 'completed' && <span className="activity-amount">{commissionEarned(appointment.commission)}</span>}
            {state === 'scheduled' && (
              <Tag color="blue" className="activity-tag">
                {ACTIVITY_SCHEDULED}
              </Tag>
            )}
          </>
        )}
      </span>
    </li>
  );
}

type RecentActivityProps = {
  onBook: () => void;
};

/** The first 3 appointments (newest first), each in its dashboard display state (SPEC 4). */
export function RecentActivity({ onBook }: RecentActivityProps) {
  const appointments = useAppointments();

  let body: ReactNode;
  if (appointments.isPending) {
    body = (
      <div role="status" aria-label={loadingLabel(RECENT_ACTIVITY_TITLE)}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} active avatar={{ size: 40 }} title={{ width: '45%' }} paragraph={{ rows: 1, width: '70%' }} className="activity-skeleton" />
        ))}
      </div>
    );
  } else if (appointments.isError) {
    body = (
      <LoadError
        title={APPOINTMENTS_LOAD_FAILED}
        error={appointments.error}
        retryLabel={RETRY}
        onRetry={() => void appointments.refetch()}
      />
    );
  } else if (appointments.data.length === 0) {
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        className="activity-empty"
        description={
          <>
            <span className="empty-title">{NO_APPOINTMENTS_YET}</span>
            <span className="empty-hint">{NO_APPOINTMENTS_HINT}</span>
          </>
        }
      >
        <Button type="primary" icon={<CalendarOutlined aria-hidden />} onClick={onBook}>
          {SECTION_TITLES.calendar}
        </Button>
      </Empty>
    );
  } else {
    body = (
      <ul className="activity-list" aria-label={RECENT_ACTIVITY_TITLE}>
        {recentActivity(appointments.data).map((appointment) => (
          <ActivityItem key={appointment.id} appointment={appointment} />
        ))}
      </ul>
    );
  }

  return (
    <ContentCard title={RECENT_ACTIVITY_TITLE} icon={<HistoryOutlined />}>
      {body}
    </ContentCard>
  );
}
