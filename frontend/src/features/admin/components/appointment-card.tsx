import { CloseCircleOutlined, DeleteOutlined, DownOutlined, HistoryOutlined, UndoOutlined, UpOutlined, UserDeleteOutlined } from '@ant-design/icons';
import type { Appointment, UpdateAppointmentRequest } from '@tint/libs/api-types';
import { formatAmount } from '@tint/libs/money';
import { fullName } from '@tint/libs/names';
import { TINT_PACKAGE_INFO, isTintPackage } from '@tint/libs/prices';
import { isServiceableDate } from '@tint/libs/slots';
import { ERROR_TITLE, MARK_SERVICED_FIRST_HINT, STATUS_UPDATED_TEXT, STATUS_UPDATE_FAILED, SUCCESS_TITLE } from '@tint/libs/validation-messages';
import {
  APPOINTMENT_STATUS_LABELS,
  CANCEL_APPOINTMENT,
  CANCEL_APPOINTMENT_CONFIRM,
  CANCELLED_APPOINTMENT_HINT,
  COMMISSION_CLEARED,
  COMMISSION_REJECTED_TAG,
  CONFIRMED_BOX,
  HISTORY_TOGGLE,
  KEEP_APPOINTMENT,
  MARK_NO_SHOW,
  NO_SHOW_APPOINTMENT_HINT,
  NO_SHOW_FROM_DATE_HINT,
  PAID_BOX,
  PAYOUT_STATUS_LABELS,
  PRICE,
  SERVICED_BOX,
  REVERT_PAYOUT_FIRST_HINT,
  SERVICE_FROM_DATE_HINT,
  UNDO_NO_SHOW,
} from '@tint/libs/texts/admin';
import { COMMISSION_LABEL, DATE_LABEL, PACKAGE_LABEL, PHONE_LABEL, TIME_LABEL, VEHICLE_LABEL } from '@tint/libs/texts/common';
import { CUSTOMER_ERASED_TEXT, ERASE_CUSTOMER, ERASE_CUSTOMER_CONFIRM, ERASE_OK, ERASED_CUSTOMER_NAME, ERASED_TITLE, ERASURE_FAILED } from '@tint/libs/texts/privacy';
import { CANCEL } from '@tint/libs/texts/common';
import { Button, Checkbox, Popconfirm, Tag, Typography } from 'antd';
import { useId, useState } from 'react';
import { apiErrorMessage } from '@/lib/api-client';
import { useBusinessTimeZone } from '@/lib/client-config';
import { formatShortDate } from '@/lib/dates';
import { useToast } from '@/lib/notifications';
import { useEraseSubjectMutation, useUpdateAppointmentMutation } from '../api';
import { AppointmentHistory } from './appointment-history';
import { CommissionReview } from './commission-review';

function packageName(tintPackageId: string): string {
  return isTintPackage(tintPackageId) ? TINT_PACKAGE_INFO[tintPackageId].name : tintPackageId;
}

type AppointmentCardProps = {
  appointment: Appointment;
  /** The salesperson whose list this card is in. */
  userId: string;
};

/** The status tag's colour: each status its own (the presets' text keeps 4.5:1, src/lib/theme.ts). */
const STATUS_TAG_COLORS: Readonly<Record<Appointment['status'], string>> = { scheduled: 'blue', completed: 'green', cancelled: 'default', no_show: 'volcano' };

/**
 * One appointment of the details dialog: its facts, the three status boxes (each tick sends just that
 * field), cancelling and no-shows (issue 18), and its history. The serviced box and 'Mark No-Show' wait for the
 * appointment's date in the business time zone, the paid box for the service, cancelling and no-shows for an unpaid
 * payout (RULES, appointment lifecycle); the server enforces each. A cancelled appointment changes no more.
 */
export function AppointmentCard({ appointment, userId }: AppointmentCardProps) {
  const update = useUpdateAppointmentMutation();
  const erase = useEraseSubjectMutation();
  const { toast } = useToast();
  const [historyOpen, setHistoryOpen] = useState(false);
  const nameId = useId();
  const historyId = useId();
  const hintId = useId();
  const serviceHintId = useId();
  const zone = useBusinessTimeZone();

  const completed = appointment.status === 'completed';
  const cancelled = appointment.status === 'cancelled';
  const noShow = appointment.status === 'no_show';
  const paid = appointment.payoutStatus === 'fulfilled';
  const busy = update.isPending;
  const beforeItsDay = !isServiceableDate(appointment.appointmentDate, new Date(), zone);
  // Unticking a completed one is always allowed; ticking waits for the appointment's day.
  const serviceTooEarly = !completed && beforeItsDay;
  const noShowHintId = useId();
  const paidHintId = useId();

  const change = (request: UpdateAppointmentRequest) => {
    update.mutate(
      { appointmentId: appointment.id, change: request, userId },
      {
        onSuccess: () => toast({ title: SUCCESS_TITLE, description: STATUS_UPDATED_TEXT, variant: 'success' }),
        onError: (error) =>
          toast({ title: ERROR_TITLE, description: apiErrorMessage(error) ?? STATUS_UPDATE_FAILED, variant: 'destructive' }),
      },
    );
  };

  const eraseCustomer = () => {
    erase.mutate(
      { subjectType: 'customer', subjectId: appointment.id },
      {
        onSuccess: () => toast({ title: ERASED_TITLE, description: CUSTOMER_ERASED_TEXT, variant: 'success' }),
        onError: (error) => toast({ title: ERROR_TITLE, description: apiErrorMessage(error) ?? ERASURE_FAILED, variant: 'destructive' }),
      },
    );
  };
  const customerName = fullName(appointment.customerFirstName, appointment.customerLastName);
  const erased = customerName === ERASED_CUSTOMER_NAME;

  const facts = [
    { label: VEHICLE_LABEL, value: `${appointment.vehicleYear} ${appointment.vehicleMake} ${appointment.vehicleModel}` },
    { label: PACKAGE_LABEL, value: packageName(appointment.tintPackageId) },
    { label: PHONE_LABEL, value: appointment.customerPhone },
    { label: DATE_LABEL, value: formatShortDate(appointment.appointmentDate) },
    { label: TIME_LABEL, value: appointment.appointmentTime },
    { label: PRICE, value: formatAmount(appointment.estimatedPrice) },
    { label: COMMISSION_LABEL, value: formatAmount(appointment.commission) },
  ];

  return (
    <li className="admin-appointment" aria-labelledby={nameId}>
      <div className="admin-appointment-head">
        <Typography.Text strong id={nameId} className="admin-appointment-name">
          {customerName}
        </Typography.Text>
        <span className="admin-appointment-tags">
          <Tag color={STATUS_TAG_COLORS[appointment.status] ?? 'blue'}>{APPOINTMENT_STATUS_LABELS[appointment.status] ?? appointment.status}</Tag>
          <Tag color={paid ? 'green' : 'orange'}>{PAYOUT_STATUS_LABELS[appointment.payoutStatus] ?? appointment.payoutStatus}</Tag>
          {appointment.reviewStatus === 'cleared' && <Tag color="green">{COMMISSION_CLEARED}</Tag>}
          {appointment.reviewStatus === 'rejected' && <Tag>{COMMISSION_REJECTED_TAG}</Tag>}
        </span>
      </div>

      <dl className="admin-facts admin-facts-grid">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>

      {cancelled ? (
        <Typography.Text type="secondary" className="admin-status-note admin-status-note-final">
          {CANCELLED_APPOINTMENT_HINT}
        </Typography.Text>
      ) : (
        <>
          <div className="admin-status-boxes" aria-busy={busy}>
            <Checkbox checked={appointment.isConfirmed} disabled={busy} onChange={(event) => change({ isConfirmed: event.target.checked })}>
              {CONFIRMED_BOX}
            </Checkbox>
            <Checkbox
              checked={completed}
              disabled={busy || serviceTooEarly}
              aria-describedby={serviceTooEarly ? serviceHintId : undefined}
              onChange={(event) => change({ status: event.target.checked ? 'completed' : 'scheduled' })}
            >
              {SERVICED_BOX}
            </Checkbox>
            <Checkbox
              checked={paid}
              disabled={busy || !completed}
              aria-describedby={completed ? undefined : hintId}
              onChange={(event) => change({ payoutStatus: event.target.checked ? 'fulfilled' : 'pending' })}
            >
              {PAID_BOX}
            </Checkbox>
          </div>
          {!completed && (
            <div className="admin-hints">
              {serviceTooEarly && (
                <Typography.Text type="secondary" id={serviceHintId} className="admin-hint">
                  {SERVICE_FROM_DATE_HINT}
                </Typography.Text>
              )}
              <Typography.Text type="secondary" id={hintId} className="admin-hint">
                {MARK_SERVICED_FIRST_HINT}
              </Typography.Text>
            </div>
          )}
          {noShow && (
            <Typography.Text type="secondary" className="admin-status-note">
              {NO_SHOW_APPOINTMENT_HINT}
            </Typography.Text>
          )}
          <div className="admin-status-actions">
            {noShow ? (
              <Button icon={<UndoOutlined aria-hidden />} disabled={busy} onClick={() => change({ status: 'scheduled' })}>
                {UNDO_NO_SHOW}
              </Button>
            ) : (
              <Button
                icon={<UserDeleteOutlined aria-hidden />}
                disabled={busy || beforeItsDay || paid}
                aria-describedby={paid ? paidHintId : beforeItsDay ? noShowHintId : undefined}
                onClick={() => change({ status: 'no_show' })}
              >
                {MARK_NO_SHOW}
              </Button>
            )}
            <Popconfirm
              title={CANCEL_APPOINTMENT_CONFIRM}
              okText={CANCEL_APPOINTMENT}
              okButtonProps={{ danger: true }}
              cancelText={KEEP_APPOINTMENT}
              onConfirm={() => change({ status: 'cancelled' })}
              disabled={busy || paid}
            >
              <Button danger icon={<CloseCircleOutlined aria-hidden />} disabled={busy || paid} aria-describedby={paid ? paidHintId : undefined}>
                {CANCEL_APPOINTMENT}
              </Button>
            </Popconfirm>
          </div>
          {(paid || (beforeItsDay && !noShow)) && (
            <div className="admin-hints">
              {paid ? (
                <Typography.Text type="secondary" id={paidHintId} className="admin-hint">
                  {REVERT_PAYOUT_FIRST_HINT}
                </Typography.Text>
              ) : (
                <Typography.Text type="secondary" id={noShowHintId} className="admin-hint">
                  {NO_SHOW_FROM_DATE_HINT}
                </Typography.Text>
              )}
            </div>
          )}
        </>
      )}

      {appointment.reviewStatus === 'held' && <CommissionReview appointmentId={appointment.id} userId={userId} />}

      <div className="admin-history">
        <Button
          type="link"
          size="small"
          icon={<HistoryOutlined aria-hidden />}
          aria-expanded={historyOpen}
          aria-controls={historyOpen ? historyId : undefined}
          onClick={() => setHistoryOpen((open) => !open)}
          className="admin-history-toggle"
        >
          {HISTORY_TOGGLE} {historyOpen ? <UpOutlined aria-hidden /> : <DownOutlined aria-hidden />}
        </Button>
        {!erased && (
          <Popconfirm title={ERASE_CUSTOMER_CONFIRM} okText={ERASE_OK} okButtonProps={{ danger: true }} cancelText={CANCEL} onConfirm={eraseCustomer}>
            <Button type="link" size="small" danger icon={<DeleteOutlined aria-hidden />} loading={erase.isPending} className="admin-erase-customer">
              {ERASE_CUSTOMER}
            </Button>
          </Popconfirm>
        )}
        {historyOpen && (
          <div id={historyId}>
            <AppointmentHistory appointmentId={appointment.id} />
          </div>
        )}
      </div>
    </li>
  );
}
