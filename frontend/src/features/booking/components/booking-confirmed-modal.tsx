import { CheckCircleFilled } from '@ant-design/icons';
import type { Appointment } from '@tint/libs/api-types';
import { formatMoney, parseDecimal } from '@tint/libs/money';
import { TINT_PACKAGE_INFO, isTintPackage } from '@tint/libs/prices';
import { Button, Modal, Typography } from 'antd';
import { CONFIRMED_TEXT, formatLongDate } from '../booking-texts';

type BookingConfirmedModalProps = {
  appointment: Appointment | null;
  onReturnToDashboard: () => void;
  onBookAnother: () => void;
};

/** SPEC 2.3: the 'Booking Confirmed!' dialog with the appointment summary. */
export function BookingConfirmedModal({ appointment, onReturnToDashboard, onBookAnother }: BookingConfirmedModalProps) {
  const price = appointment ? parseDecimal(appointment.estimatedPrice) : null;
  const packageName =
    appointment && isTintPackage(appointment.tintPackageId)
      ? `${TINT_PACKAGE_INFO[appointment.tintPackageId].name} Package`
      : (appointment?.tintPackageId ?? '');

  return (
    <Modal
      open={appointment !== null}
      title={
        <span className="booking-confirmed-title">
          <CheckCircleFilled aria-hidden className="booking-confirmed-icon" />
          Booking Confirmed!
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
              <dt>Customer</dt>
              <dd>{`${appointment.customerFirstName} ${appointment.customerLastName}`}</dd>
            </div>
            <div>
              <dt>Vehicle</dt>
              <dd>{`${appointment.vehicleYear} ${appointment.vehicleMake} ${appointment.vehicleModel}`}</dd>
            </div>
            <div>
              <dt>Package</dt>
              <dd>{packageName}</dd>
            </div>
            <div>
              <dt>Date</dt>
              <dd>{formatLongDate(appointment.appointmentDate)}</dd>
            </div>
            <div>
              <dt>Time</dt>
              <dd>{appointment.appointmentTime}</dd>
            </div>
            {price !== null && (
              <div>
                <dt>Estimated price</dt>
                <dd>{formatMoney(price)}</dd>
              </div>
            )}
          </dl>

          <div className="booking-confirmed-actions">
            <Button type="primary" size="large" block onClick={onReturnToDashboard}>
              Return to Dashboard
            </Button>
            <Button size="large" block onClick={onBookAnother}>
              Book Another Appointment
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
