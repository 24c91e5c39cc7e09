import { ClockCircleOutlined } from '@ant-design/icons';
import type { CustomerAppointment } from '@tint/libs/api-types';
import { formatAmount } from '@tint/libs/money';
import { TINT_PACKAGE_INFO, isTintPackage } from '@tint/libs/prices';
import { DATE_LABEL, PACKAGE_LABEL, TIME_LABEL, VEHICLE_LABEL } from '@tint/libs/texts/common';
import { MANAGE_STATUS_LABELS, PRICE_LABEL, REGULAR_PRICE_LABEL, STATUS_LABEL } from '@tint/libs/texts/customer';
import { packageTitle } from '@tint/libs/texts/tint-match';
import { Tag } from 'antd';
import { formatLongDate } from '@/lib/dates';

const STATUS_TAG_COLORS: Readonly<Record<CustomerAppointment['status'], string>> = {
  scheduled: 'blue',
  completed: 'green',
  cancelled: 'default',
  no_show: 'volcano',
};

/** The appointment as it stands: when first (what a customer looks for), then the car, the film and the price. */
export function AppointmentSummary({ appointment }: { appointment: CustomerAppointment }) {
  const packageName = isTintPackage(appointment.tintPackageId) ? packageTitle(TINT_PACKAGE_INFO[appointment.tintPackageId].name) : appointment.tintPackageId;
  const struck = appointment.regularPrice !== null && appointment.discountKept && appointment.regularPrice !== appointment.estimatedPrice;
  const cancelled = appointment.status === 'cancelled';

  return (
    <section className={cancelled ? 'manage-summary manage-summary-cancelled' : 'manage-summary'} data-testid="manage-summary">
      <div className="manage-when">
        <dl className="manage-when-facts">
          <div>
            <dt className="visually-hidden">{DATE_LABEL}</dt>
            <dd className="manage-date">{formatLongDate(appointment.appointmentDate)}</dd>
          </div>
          <div>
            <dt className="visually-hidden">{TIME_LABEL}</dt>
            <dd className="manage-time">
              <ClockCircleOutlined aria-hidden /> {appointment.appointmentTime}
            </dd>
          </div>
        </dl>
        <span className="manage-status">
          <span className="visually-hidden">{`${STATUS_LABEL}: `}</span>
          <Tag color={STATUS_TAG_COLORS[appointment.status]}>{MANAGE_STATUS_LABELS[appointment.status] ?? appointment.status}</Tag>
        </span>
      </div>

      <dl className="manage-facts">
        <div>
          <dt>{VEHICLE_LABEL}</dt>
          <dd>{appointment.vehicle}</dd>
        </div>
        <div>
          <dt>{PACKAGE_LABEL}</dt>
          <dd>{packageName}</dd>
        </div>
        <div>
          <dt>{PRICE_LABEL}</dt>
          <dd className="manage-price">
            {struck && appointment.regularPrice !== null && (
              <del className="manage-price-regular">
                <span className="visually-hidden">{`${REGULAR_PRICE_LABEL}: `}</span>
                {formatAmount(appointment.regularPrice)}
              </del>
            )}
            <span className="manage-price-amount">{formatAmount(appointment.estimatedPrice)}</span>
          </dd>
        </div>
      </dl>
    </section>
  );
}
