import { CalendarOutlined, DisconnectOutlined, EnvironmentOutlined } from '@ant-design/icons';
import type { CustomerAppointment } from '@tint/libs/api-types';
import { LOCATION_TEXT, LOCATION_TITLE } from '@tint/libs/texts/booking';
import { RETRY } from '@tint/libs/texts/common';
import {
  CANCELLED_STATE,
  CANCELLED_TEXT,
  CANNOT_CHANGE_TEXT,
  DISCOUNT_ALREADY_VOID_TEXT,
  DISCOUNT_VOID_TEXT,
  MANAGE_LINK_INVALID,
  MANAGE_LINK_INVALID_TITLE,
  MANAGE_LOAD_FAILED,
  MANAGE_TITLE,
  RESCHEDULED_TEXT,
  discountKeptText,
  manageGreeting,
} from '@tint/libs/texts/customer';
import { Alert, Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { LoadError } from '@/components/load-error';
import { PageLoader } from '@/components/page-loader';
import { isInvalidLink, useCustomerAppointment } from '../api';
import { formatDeadline } from '../deadline';
import { AppointmentSummary } from './appointment-summary';
import type { Done } from './change-actions';
import { ChangeActions } from './change-actions';
import '../customer-appointment.css';

/**
 * The customer's manage page (issue 18), opened from the link in their confirmation mail: their appointment, the
 * 48-hour rule, and, while it may change, a new date and time or a cancellation. Phone first: one column.
 */
export function ManageAppointmentScreen({ token }: { token: string }) {
  const appointment = useCustomerAppointment(token);

  if (appointment.isPending) return <PageLoader />;
  if (appointment.isError) {
    if (isInvalidLink(appointment.error)) return <InvalidLinkPage />;
    return (
      <ManagePage>
        <LoadError title={MANAGE_LOAD_FAILED} error={appointment.error} onRetry={() => void appointment.refetch()} retryLabel={RETRY} />
      </ManagePage>
    );
  }
  return <ManageAppointment token={token} appointment={appointment.data} />;
}

function ManagePage({ children }: { children: ReactNode }) {
  return (
    <main className="plain-page manage-page">
      <Card variant="borderless" className="plain-page-card manage-card">
        {children}
      </Card>
    </main>
  );
}

function ManageHeading({ greeting }: { greeting?: string }) {
  return (
    <div className="manage-heading">
      <span className="manage-icon" aria-hidden>
        <CalendarOutlined />
      </span>
      <div>
        <Typography.Title level={1} className="manage-title">
          {MANAGE_TITLE}
        </Typography.Title>
        {greeting && <Typography.Paragraph className="manage-greeting">{greeting}</Typography.Paragraph>}
      </div>
    </div>
  );
}

function InvalidLinkPage() {
  return (
    <main className="plain-page manage-page">
      <Card variant="borderless" className="plain-page-card manage-card">
        <div className="manage-invalid">
          <span className="manage-invalid-icon" aria-hidden>
            <DisconnectOutlined />
          </span>
          <Typography.Title level={1} className="manage-title">
            {MANAGE_LINK_INVALID_TITLE}
          </Typography.Title>
          <Typography.Paragraph className="manage-invalid-text">{MANAGE_LINK_INVALID}</Typography.Paragraph>
        </div>
      </Card>
    </main>
  );
}

function ManageAppointment({ token, appointment }: { token: string; appointment: CustomerAppointment }) {
  const [done, setDone] = useState<Done>(null);
  const cancelledNow = done === 'cancelled' && appointment.status === 'cancelled';

  return (
    <ManagePage>
      <ManageHeading greeting={manageGreeting(appointment.customerFirstName)} />

      {/* Announced when it appears: the change went through. The notices below are read in their place (antd's Alert
          would make each an alert, announced at once). */}
      <div aria-live="polite" className="manage-done">
        {done && <Alert type="success" showIcon role="status" title={done === 'rescheduled' ? RESCHEDULED_TEXT : CANCELLED_TEXT} />}
      </div>

      <AppointmentSummary appointment={appointment} />
      <DiscountNotices appointment={appointment} />

      {appointment.canChange ? (
        <ChangeActions token={token} appointment={appointment} onDone={setDone} />
      ) : (
        !cancelledNow && (
          <Alert
            type={appointment.status === 'cancelled' ? 'info' : 'warning'}
            showIcon
            role="note"
            className="manage-notice"
            title={appointment.status === 'cancelled' ? CANCELLED_STATE : CANNOT_CHANGE_TEXT}
          />
        )
      )}

      <LocationBox />
    </ManagePage>
  );
}

/**
 * The 48-hour rule (RULES, the 10th disclaimer), as the server decided it for now. Once void, the discount is gone
 * whatever is changed next; until then, whether a change now keeps it. A booking priced by the fallback table (no
 * regular price) had no discount: nothing to keep or lose, nothing said.
 */
function DiscountNotices({ appointment }: { appointment: CustomerAppointment }) {
  if (appointment.regularPrice === null || appointment.status === 'cancelled') return null;
  if (!appointment.discountKept) return <Alert type="warning" showIcon role="note" className="manage-notice" title={DISCOUNT_ALREADY_VOID_TEXT} />;
  if (!appointment.canChange) return null;
  return appointment.changeKeepsDiscount ? (
    <Alert type="info" showIcon role="note" className="manage-notice" title={discountKeptText(formatDeadline(appointment.discountDeadline, appointment.businessTimeZone))} />
  ) : (
    <Alert type="warning" showIcon role="note" className="manage-notice" title={DISCOUNT_VOID_TEXT} />
  );
}

/** Where the appointment takes place, as the booking screen shows it. */
function LocationBox() {
  const titleId = useId();
  return (
    <section className="manage-location" aria-labelledby={titleId}>
      <EnvironmentOutlined aria-hidden className="manage-location-icon" />
      <div>
        <Typography.Title level={2} className="manage-location-title" id={titleId}>
          {LOCATION_TITLE}
        </Typography.Title>
        <Typography.Paragraph className="manage-location-text">{LOCATION_TEXT}</Typography.Paragraph>
      </div>
    </section>
  );
}
