import { CheckCircleOutlined, DollarOutlined } from '@ant-design/icons';
import type { PendingPayoutItem } from '@tint/libs/api-types';
import { formatAmount, formatMoney } from '@tint/libs/money';
import { fullName } from '@tint/libs/names';
import { NO_PENDING_PAYOUTS } from '@tint/libs/validation-messages';
import {
  MARK_AS_PAID,
  ON_HOLD,
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
import { PAYOUT_METHOD_LABELS } from '@tint/libs/constants';
import { LEGAL_NAME_LABEL, NO_PAYOUT_PROFILE, PAYOUT_PROFILE_LABEL, payToText } from '@tint/libs/texts/payout-settings';
import { Button, Card, Empty, Skeleton, Tag, Typography } from 'antd';
import { type ReactNode, useId, useState } from 'react';
import { LoadError } from '@/components/load-error';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { formatShortDate } from '@/lib/dates';
import { usePendingPayouts } from '../api';
import { payableItems, totalCommissionCents } from '../admin-money';
import type { FulfillSelection } from './fulfill-payout-modal';
import { FulfillPayoutModal } from './fulfill-payout-modal';
import { TabHeader } from './tab-header';
import { CommissionReview } from './commission-review';
import { type PayRunSelection, PayRunModal } from './pay-run-modal';
import { PayoutRunsCard } from './payout-runs-card';
import { PendingPayoutGroups, usePayoutSelection } from './payout-selection';

/** `checkbox`: its place in a payout run's selection (payout-selection.tsx). */
function PayoutItem({ item, onMarkAsPaid, checkbox }: { item: PendingPayoutItem; onMarkAsPaid: () => void; checkbox?: ReactNode }) {
  const titleId = useId();
  return (
    <li className="admin-payout" aria-labelledby={titleId}>
      <div className="admin-payout-head">
        {checkbox}
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
          {item.review ? <Tag color="volcano">{ON_HOLD}</Tag> : <Tag color="orange">{PENDING_BADGE}</Tag>}
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
        {/* How the salesperson wants to be paid (issue 20). */}
        <div>
          <dt>{PAYOUT_PROFILE_LABEL}</dt>
          <dd className="admin-pay-to">
            {item.payoutProfile ? payToText(PAYOUT_METHOD_LABELS[item.payoutProfile.payoutMethod], item.payoutProfile.handle) : NO_PAYOUT_PROFILE}
          </dd>
        </div>
        {item.payoutProfile && (
          <div>
            <dt>{LEGAL_NAME_LABEL}</dt>
            <dd>{item.payoutProfile.legalName}</dd>
          </div>
        )}
      </dl>
      {/* Held for fraud review (issue 19): why, and the admin's decision, instead of paying it. */}
      {item.review ? (
        <CommissionReview appointmentId={item.id} reasons={item.review.reasons} showTag={false} />
      ) : (
        <Button type="primary" icon={<CheckCircleOutlined aria-hidden />} onClick={onMarkAsPaid} className="admin-payout-button">
          {MARK_AS_PAID}
        </Button>
      )}
    </li>
  );
}

/** SPEC 2.4 Payouts tab ('Payout Management'). */
export function PayoutsTab() {
  const payouts = usePendingPayouts();
  const [selection, setSelection] = useState<FulfillSelection | null>(null);
  const runSelection = usePayoutSelection(payouts.data ?? []);
  const [paying, setPaying] = useState<PayRunSelection | null>(null);

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
      <PendingPayoutGroups
        items={payouts.data}
        selection={runSelection}
        // The key is made once per opening: retries from this dialog reuse it.
        onPaySelected={() => setPaying({ items: runSelection.selected, idempotencyKey: newIdempotencyKey() })}
        renderItem={(item, checkbox) => (
          <PayoutItem
            key={item.id}
            item={item}
            checkbox={checkbox}
            // The key is made once per opening: retries from this dialog reuse it.
            onMarkAsPaid={() => setSelection({ item, idempotencyKey: newIdempotencyKey() })}
          />
        )}
      />
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
              {payouts.data ? formatMoney(totalCommissionCents(payableItems(payouts.data))) : NO_VALUE}
            </span>
          </div>
          {payouts.data && <Typography.Text type="secondary" className="admin-total-count">{pendingPayoutsCount(payableItems(payouts.data).length)}</Typography.Text>}
        </div>
      </Card>
      <Card variant="borderless" className="content-card admin-card">
        {body}
      </Card>
      <PayoutRunsCard />
      <FulfillPayoutModal selection={selection} onClose={() => setSelection(null)} />
      <PayRunModal selection={paying} onClose={() => setPaying(null)} onPaid={runSelection.clear} />
    </div>
  );
}
