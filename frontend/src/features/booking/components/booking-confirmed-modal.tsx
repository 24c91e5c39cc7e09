import { CheckCircleFilled } from '@ant-design/icons';
import type { Appointment } from '@tint/libs/api-types';
import { formatMoney, parseDecimal } from '@tint/libs/money';
import { TINT_PACKAGE_INFO, isTintPackage } from '@tint/libs/prices';
import {
  BOOKING_CONFIRMED_TITLE,
  BOOK_ANOTHER,
  CONFIRMED_TEXT,
  ESTIMATED_PRICE_LABEL,
  RETURN_TO_DASHBOARD,
} from '@tint/libs/texts/booking';
import { CUSTOMER_LABEL, DATE_LABEL, PACKAGE_LABEL, TIME_LABEL, VEHICLE_LABEL } from '@tint/libs/texts/common';
import { packageTitle } from '@tint/libs/texts/tint-match';
import { Button, Modal, Typography } from 'antd';
import { useCloseOnBack } from '@/hooks/use-close-on-back';
import { formatLongDate } from '@/lib/dates';

type BookingConfirmedModalProps = {
  appointment: Appointment | null;
  onReturnToDashboard: () => void;
  onBookAnother: () => void;
};

/** SPEC 2.3: the 'Booking Confirmed!' dialog with the appointment summary. */
export function BookingConfirmedModal({ appointment, onReturnToDashboard, onBookAnother }: BookingConfirmedModalProps) {
  // Back closes it as its close button does: a fresh form for the next customer.
  useCloseOnBack(appointment !== null, onBookAnother);
  const price = appointment ? parseDecimal(appointment.estimatedPrice) : null;
  const packageName =
    appointment && isTintPackage(appointment.tintPackageId)
      ? packageTitle(TINT_PACKAGE_INFO[appointment.tintPackageId].name)
      : (appointment?.tintPackageId ?? '');

  return (
    <Modal
      open={appointment !== null}
      title={
        <span className="booking-confirmed-title">
          <CheckCircleFilled aria-hidden className="booking-confirmed-icon" />
          {BOOKING_CONFIRMED_TITLE}
        </span>
      }
      footer={null}
      centered
      mask={{ closable: false }}
      onCancel={onBookAnother}
      width={480}
      className="booking-confirmed-modal"
    >
      {appointment && (
        <div className="booking-confirmed">
          <Typography.Paragraph type="secondary" className="booking-confirmed-text">
            {CONFIRMED_TEXT}
          </Typography.Paragraph>

          <dl className="booking-summary">
            <div>
              <dt>{CUSTOMER_LABEL}</dt>
              <dd>{`${appointment.customerFirstName} ${appointment.customerLastName}`}</dd>
            </div>
            <div>
              <dt>{VEHICLE_LABEL}</dt>
              <dd>{`${appointment.vehicleYear} ${appointment.vehicleMake} ${appointment.vehicleModel}`}</dd>
            </div>
            <div>
              <dt>{PACKAGE_LABEL}</dt>
              <dd>{packageName}</dd>
            </div>
            <div>
              <dt>{DATE_LABEL}</dt>
              <dd>{formatLongDate(appointment.appointmentDate)}</dd>
            </div>
            <div>
              <dt>{TIME_LABEL}</dt>
              <dd>{appointment.appointmentTime}</dd>
            </div>
            {price !== null && (
              <div>
                <dt>{ESTIMATED_PRICE_LABEL}</dt>
                <dd>{formatMoney(price)}</dd>
              </div>
            )}
          </dl>

          <div className="booking-confirmed-actions">
            <Button type="primary" size="large" block onClick={onReturnToDashboard}>
              {RETURN_TO_DASHBOARD}
            </Button>
            <Button size="large" block onClick={onBookAnother}>
              {BOOK_ANOTHER}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
