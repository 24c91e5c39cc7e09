import { CheckCircleOutlined, DollarOutlined } from '@ant-design/icons';
import type { PendingPayoutItem } from '@tint/libs/api-types';
import { formatAmount, formatMoney } from '@tint/libs/money';
import { fullName } from '@tint/libs/names';
import { NO_PENDING_PAYOUTS } from '@tint/libs/validation-messages';
import {
  MARK_AS_PAID,
  PAYOUTS_INTRO,
  PAYOUTS_LOAD_FAILED,
  PAYOUTS_TITLE,
  PENDING_BADGE,
  SERVICE_TOTAL,
  TOTAL_PENDING_LABEL,
  appointmentWhen,
  pendingPayoutsCount,
} from '@tint/libs/texts/admin';
import { COMMISSION_LABEL, CUSTOMER_LABEL, NO_VALUE, RETRY, VEHICLE_LABEL } from '@tint/libs/texts/common';
import { Button, Card, Empty, Skeleton, Tag, Typography } from 'antd';
import { useId, useState } from 'react';
import { LoadError } from '@/components/load-error';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { formatShortDate } from '@/lib/dates';
import { usePendingPayouts } from '../api';
import { totalCommissionCents } from '../admin-money';
import type { FulfillSelection } from './fulfill-payout-modal';
import { FulfillPayoutModal } from './fulfill-payout-modal';
import { TabHeader } from './tab-header';

function PayoutItem({ item, onMarkAsPaid }: { item: PendingPayoutItem; onMarkAsPaid: () => void }) {
  const titleId = useId();
  return (
    <li className="admin-payout" aria-labelledby={titleId}>
      <div className="admin-payout-head">
        <div className="admin-payout-who">
          <Typography.Text strong id={titleId} className="admin-payout-name">
            {item.salespersonName}
          </Typography.Text>
          <Typography.Text type="secondary">
            {appointmentWhen(formatShortDate(item.appointmentDate), item.appointmentTime)}
          </Typography.Text>
        </div>
        <div className="admin-payout-amount">
          <span className="visually-hidden">{COMMISSION_LABEL}</span>
          <span className="admin-money admin-payout-commission">{formatAmount(item.commission)}</span>
          <Tag color="orange">{PENDING_BADGE}</Tag>
        </div>
      </div>
      <dl className="admin-facts admin-facts-row">
        <div>
          <dt>{CUSTOMER_LABEL}</dt>
          <dd>{fullName(item.customerFirstName, item.customerLastName)}</dd>
        </div>
        <div>
          <dt>{VEHICLE_LABEL}</dt>
          <dd>{`${item.vehicleYear} ${item.vehicleMake} ${item.vehicleModel}`}</dd>
        </div>
        <div>
          <dt>{SERVICE_TOTAL}</dt>
          <dd>{formatAmount(item.estimatedPrice)}</dd>
        </div>
      </dl>
      <Button type="primary" icon={<CheckCircleOutlined aria-hidden />} onClick={onMarkAsPaid} className="admin-payout-button">
        {MARK_AS_PAID}
      </Button>
    </li>
  );
}

/** SPEC 2.4 Payouts tab ('Payout Management'). */
export function PayoutsTab() {
  const payouts = usePendingPayouts();
  const [selection, setSelection] = useState<FulfillSelection | null>(null);

  let body;
  if (payouts.isError) {
    body = <LoadError title={PAYOUTS_LOAD_FAILED} error={payouts.error} retryLabel={RETRY} onRetry={() => void payouts.refetch()} />;
  } else if (payouts.isPending) {
    body = <Skeleton active paragraph={{ rows: 4 }} />;
  } else if (payouts.data.length === 0) {
    body = (
      <Empty image={<CheckCircleOutlined className="admin-empty-icon" aria-hidden />} description={NO_PENDING_PAYOUTS} className="admin-empty" />
    );
  } else {
    body = (
      <ul className="admin-payout-list">
        {payouts.data.map((item) => (
          <PayoutItem
            key={item.id}
            item={item}
            // The key is made once per opening: retries from this dialog reuse it.
            onMarkAsPaid={() => setSelection({ item, idempotencyKey: newIdempotencyKey() })}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="admin-tab">
      <TabHeader title={PAYOUTS_TITLE} subtitle={PAYOUTS_INTRO} />
      <Card variant="borderless" className="content-card admin-card admin-total-card">
        <div className="admin-total">
          <span className="metric-icon metric-icon-green" aria-hidden>
            <DollarOutlined />
          </span>
          <div className="admin-total-text">
            <Typography.Text type="secondary">{TOTAL_PENDING_LABEL}</Typography.Text>
            <span className="admin-total-amount">
              {payouts.data ? formatMoney(totalCommissionCents(payouts.data)) : NO_VALUE}
            </span>
          </div>
          {payouts.data && <Typography.Text type="secondary" className="admin-total-count">{pendingPayoutsCount(payouts.data.length)}</Typography.Text>}
        </div>
      </Card>
      <Card variant="borderless" className="content-card admin-card">
        {body}
      </Card>
      <FulfillPayoutModal selection={selection} onClose={() => setSelection(null)} />
    </div>
  );
}
