import { DownOutlined, HistoryOutlined, UpOutlined } from '@ant-design/icons';
import type { Appointment, UpdateAppointmentRequest } from '@tint/libs/api-types';
import { fullName } from '@tint/libs/names';
import { TINT_PACKAGE_INFO, isTintPackage } from '@tint/libs/prices';
import { ERROR_TITLE, MARK_SERVICED_FIRST_HINT, STATUS_UPDATED_TEXT, STATUS_UPDATE_FAILED, SUCCESS_TITLE } from '@tint/libs/validation-messages';
import { Button, Checkbox, Tag, Typography } from 'antd';
import { useId, useState } from 'react';
import { apiErrorMessage } from '@/lib/api-client';
import { formatShortDate } from '@/lib/dates';
import { useToast } from '@/lib/notifications';
import { formatDecimal } from '../admin-money';
import {
  APPOINTMENT_STATUS_LABELS,
  COMMISSION,
  CONFIRMED_BOX,
  DATE,
  HISTORY_TOGGLE,
  PACKAGE,
  PAID_BOX,
  PAYOUT_STATUS_LABELS,
  PHONE,
  PRICE,
  SERVICED_BOX,
  TIME,
  VEHICLE,
} from '../admin-texts';
import { useUpdateAppointmentMutation } from '../api';
import { AppointmentHistory } from './appointment-history';

function packageName(tintPackageId: string): string {
  return isTintPackage(tintPackageId) ? TINT_PACKAGE_INFO[tintPackageId].name : tintPackageId;
}

type AppointmentCardProps = {
  appointment: Appointment;
  /** The salesperson whose list this card is in. */
  userId: string;
};

/**
 * One appointment of the details dialog: its facts, the three status boxes (each tick sends just that
 * field) and its history. The paid box waits for the service (RULES, appointment lifecycle).
 */
export function AppointmentCard({ appointment, userId }: AppointmentCardProps) {
  const update = useUpdateAppointmentMutation();
  const { toast } = useToast();
  const [historyOpen, setHistoryOpen] = useState(false);
  const nameId = useId();
  const historyId = useId();
  const hintId = useId();

  const completed = appointment.status === 'completed';
  const paid = appointment.payoutStatus === 'fulfilled';
  const busy = update.isPending;

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

  const facts = [
    { label: VEHICLE, value: `${appointment.vehicleYear} ${appointment.vehicleMake} ${appointment.vehicleModel}` },
    { label: PACKAGE, value: packageName(appointment.tintPackageId) },
    { label: PHONE, value: appointment.customerPhone },
    { label: DATE, value: formatShortDate(appointment.appointmentDate) },
    { label: TIME, value: appointment.appointmentTime },
    { label: PRICE, value: formatDecimal(appointment.estimatedPrice) },
    { label: COMMISSION, value: formatDecimal(appointment.commission) },
  ];

  return (
    <li className="admin-appointment" aria-labelledby={nameId}>
      <div className="admin-appointment-head">
        <Typography.Text strong id={nameId} className="admin-appointment-name">
          {fullName(appointment.customerFirstName, appointment.customerLastName)}
        </Typography.Text>
        <span className="admin-appointment-tags">
          <Tag color={completed ? 'green' : 'blue'}>{APPOINTMENT_STATUS_LABELS[appointment.status] ?? appointment.status}</Tag>
          <Tag color={paid ? 'green' : 'orange'}>{PAYOUT_STATUS_LABELS[appointment.payoutStatus] ?? appointment.payoutStatus}</Tag>
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

      <div className="admin-status-boxes" aria-busy={busy}>
        <Checkbox checked={appointment.isConfirmed} disabled={busy} onChange={(event) => change({ isConfirmed: event.target.checked })}>
          {CONFIRMED_BOX}
        </Checkbox>
        <Checkbox
          checked={completed}
          disabled={busy}
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
        <Typography.Text type="secondary" id={hintId} className="admin-hint">
          {MARK_SERVICED_FIRST_HINT}
        </Typography.Text>
      )}

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
        {historyOpen && (
          <div id={historyId}>
            <AppointmentHistory appointmentId={appointment.id} />
          </div>
        )}
      </div>
    </li>
  );
}
