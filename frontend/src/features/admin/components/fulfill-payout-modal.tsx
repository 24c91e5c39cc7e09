import { CheckOutlined } from '@ant-design/icons';
import type { PayoutMethod, PendingPayoutItem } from '@tint/libs/api-types';
import { DEFAULT_PAYOUT_METHOD, NOTES_MAX, PAYOUT_METHODS, PAYOUT_METHOD_LABELS } from '@tint/libs/constants';
import { decimalToCents, formatAmount } from '@tint/libs/money';
import { fullName } from '@tint/libs/names';
import { ERROR_TITLE, FULFILL_PAYOUT_FAILED, PAYOUT_FULFILLED_TITLE, payoutFulfilledText } from '@tint/libs/validation-messages';
import {
  FULFILL_TEXT,
  FULFILL_TITLE,
  MARK_AS_PAID,
  PAYMENT_METHOD_LABEL,
  PAYOUT_NOTES_LABEL,
  PAYOUT_NOTES_PLACEHOLDER,
  PROCESSING,
  SALESPERSON,
} from '@tint/libs/texts/admin';
import { CANCEL, COMMISSION_LABEL, CUSTOMER_LABEL } from '@tint/libs/texts/common';
import { LEGAL_NAME_LABEL, PAYOUT_PROFILE_LABEL, payToText } from '@tint/libs/texts/payout-settings';
import { Button, Input, Modal, Select, Typography } from 'antd';
import { useId, useRef, useState } from 'react';
import { useToast } from '@/lib/notifications';
import { useFulfillPayoutMutation } from '../api';

const methodOptions = PAYOUT_METHODS.map((method) => ({ value: method, label: PAYOUT_METHOD_LABELS[method] }));

/** The item being paid and the Idempotency-Key made when the dialog opened for it. */
export type FulfillSelection = {
  item: PendingPayoutItem;
  idempotencyKey: string;
};

type FulfillPayoutModalProps = {
  selection: FulfillSelection | null;
  /** Clears the selection. */
  onClose: () => void;
};

/**
 * SPEC 2.4 'Fulfill Payout': method (venmo by default) and optional notes. Every attempt for one
 * opening sends the same Idempotency-Key, so a double click or a retry pays once.
 */
export function FulfillPayoutModal({ selection, onClose }: FulfillPayoutModalProps) {
  const [method, setMethod] = useState<PayoutMethod>(DEFAULT_PAYOUT_METHOD);
  const [notes, setNotes] = useState('');
  const fulfill = useFulfillPayoutMutation();
  const { toast } = useToast();
  // Set at once on the first click, unlike isPending, so a double click sends one request.
  const sending = useRef(false);
  const methodId = useId();
  const notesId = useId();
  const item = selection?.item;
  // Each opening starts on the salesperson's own method (issue 20), venmo when they have set none.
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  if (selection && selection.idempotencyKey !== openedFor) {
    setOpenedFor(selection.idempotencyKey);
    setMethod(selection.item.payoutProfile?.payoutMethod ?? DEFAULT_PAYOUT_METHOD);
  }

  const close = () => {
    setMethod(DEFAULT_PAYOUT_METHOD);
    setNotes('');
    fulfill.reset();
    onClose();
  };

  const submit = () => {
    if (!selection || sending.current) return;
    sending.current = true;
    const trimmedNotes = notes.trim();
    fulfill.mutate(
      {
        appointmentId: selection.item.id,
        request: { payoutMethod: method, ...(trimmedNotes === '' ? {} : { notes: trimmedNotes }) },
        idempotencyKey: selection.idempotencyKey,
      },
      {
        onSuccess: () => {
          toast({
            title: PAYOUT_FULFILLED_TITLE,
            description: payoutFulfilledText(decimalToCents(selection.item.commission)),
            variant: 'success',
          });
          close();
        },
        onError: () => toast({ title: ERROR_TITLE, description: FULFILL_PAYOUT_FAILED, variant: 'destructive' }),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  return (
    <Modal
      open={selection !== null}
      title={FULFILL_TITLE}
      onCancel={fulfill.isPending ? undefined : close}
      closable={!fulfill.isPending}
      mask={{ closable: !fulfill.isPending }}
      width={480}
      footer={[
        <Button key="cancel" onClick={close} disabled={fulfill.isPending}>
          {CANCEL}
        </Button>,
        <Button key="pay" type="primary" icon={<CheckOutlined aria-hidden />} loading={fulfill.isPending} onClick={submit}>
          {fulfill.isPending ? PROCESSING : MARK_AS_PAID}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">{FULFILL_TEXT}</Typography.Paragraph>
      {item && (
        <dl className="admin-facts admin-fulfill-facts">
          <div>
            <dt>{SALESPERSON}</dt>
            <dd>{item.salespersonName}</dd>
          </div>
          <div>
            <dt>{CUSTOMER_LABEL}</dt>
            <dd>{fullName(item.customerFirstName, item.customerLastName)}</dd>
          </div>
          <div>
            <dt>{COMMISSION_LABEL}</dt>
            <dd className="admin-money">{formatAmount(item.commission)}</dd>
          </div>
          {item.payoutProfile && (
            <>
              <div>
                <dt>{PAYOUT_PROFILE_LABEL}</dt>
                <dd className="admin-pay-to">{payToText(PAYOUT_METHOD_LABELS[item.payoutProfile.payoutMethod], item.payoutProfile.handle)}</dd>
              </div>
              <div>
                <dt>{LEGAL_NAME_LABEL}</dt>
                <dd>{item.payoutProfile.legalName}</dd>
              </div>
            </>
          )}
        </dl>
      )}
      <div className="admin-field">
        <label htmlFor={methodId} className="admin-field-label">
          {PAYMENT_METHOD_LABEL}
        </label>
        <Select<PayoutMethod> id={methodId} value={method} onChange={setMethod} options={methodOptions} className="admin-full-width" />
      </div>
      <div className="admin-field">
        <label htmlFor={notesId} className="admin-field-label">
          {PAYOUT_NOTES_LABEL}
        </label>
        <Input.TextArea
          id={notesId}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          placeholder={PAYOUT_NOTES_PLACEHOLDER}
          maxLength={NOTES_MAX}
          autoSize={{ minRows: 2, maxRows: 5 }}
        />
      </div>
    </Modal>
  );
}
