// The 'Pay selected' dialog (issue 19): the commissions chosen when it opened, paid in one run with a method (venmo
// by default), an optional reference and notes. Every attempt from one opening sends the same Idempotency-Key, so a
// double click or a retry pays once; a refusal (one commission no longer payable) is shown as the server words it,
// naming the appointment, and nothing was paid.
import { CheckOutlined } from '@ant-design/icons';
import type { PayoutMethod, PendingPayoutItem } from '@tint/libs/api-types';
import { DEFAULT_PAYOUT_METHOD, NOTES_MAX, PAYOUT_METHODS, PAYOUT_METHOD_LABELS } from '@tint/libs/constants';
import { decimalToCents } from '@tint/libs/money';
import { PAYOUT_REFERENCE_MAX } from '@tint/libs/payout-runs';
import { PROCESSING } from '@tint/libs/texts/admin';
import {
  PAY_RUN_CANCEL,
  PAY_RUN_FAILED,
  PAY_RUN_METHOD,
  PAY_RUN_NOTES,
  PAY_RUN_NOTES_PLACEHOLDER,
  PAY_RUN_REFERENCE,
  PAY_RUN_REFERENCE_PLACEHOLDER,
  PAY_RUN_SUBMIT,
  PAY_RUN_TITLE,
  payRunDone,
  payRunSummary,
} from '@tint/libs/texts/payout-runs';
import { PAYOUT_FULFILLED_TITLE } from '@tint/libs/validation-messages';
import { Alert, Button, Input, Modal, Select, Typography } from 'antd';
import { useId, useRef, useState } from 'react';
import { apiErrorMessage } from '@/lib/api-client';
import { useToast } from '@/lib/notifications';
import { useRecordPayoutRunMutation } from '../payout-runs-api';

const methodOptions = PAYOUT_METHODS.map((method) => ({ value: method, label: PAYOUT_METHOD_LABELS[method] }));

/** The commissions being paid, as they were when the dialog opened, and the key made then. */
export type PayRunSelection = { items: PendingPayoutItem[]; idempotencyKey: string };

type PayRunModalProps = {
  selection: PayRunSelection | null;
  onClose: () => void;
  /** After the run went through (the selection is then cleared). */
  onPaid: () => void;
};

export function PayRunModal({ selection, onClose, onPaid }: PayRunModalProps) {
  const [method, setMethod] = useState<PayoutMethod>(DEFAULT_PAYOUT_METHOD);
  const [reference, setReference] = useState('');
  const [notes, setNotes] = useState('');
  const record = useRecordPayoutRunMutation();
  const { toast } = useToast();
  // Set at once on the first click, unlike isPending, so a double click sends one request.
  const sending = useRef(false);
  const methodId = useId();
  const referenceId = useId();
  const notesId = useId();
  const items = selection?.items ?? [];
  const totalCents = items.reduce((sum, item) => sum + decimalToCents(item.commission), 0);
  const people = new Set(items.map((item) => item.salespersonId)).size;

  const close = () => {
    setMethod(DEFAULT_PAYOUT_METHOD);
    setReference('');
    setNotes('');
    record.reset();
    onClose();
  };

  const submit = () => {
    if (!selection || sending.current) return;
    sending.current = true;
    const ref = reference.trim();
    const text = notes.trim();
    record.mutate(
      {
        request: { appointmentIds: selection.items.map((item) => item.id), payoutMethod: method, ...(ref === '' ? {} : { reference: ref }), ...(text === '' ? {} : { notes: text }) },
        idempotencyKey: selection.idempotencyKey,
      },
      {
        onSuccess: (run) => {
          toast({ title: PAYOUT_FULFILLED_TITLE, description: payRunDone(run.count, decimalToCents(run.total)), variant: 'success' });
          onPaid();
          close();
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  return (
    <Modal
      open={selection !== null}
      title={PAY_RUN_TITLE}
      onCancel={record.isPending ? undefined : close}
      closable={!record.isPending}
      mask={{ closable: !record.isPending }}
      width={480}
      className="payout-runs-modal"
      footer={[
        <Button key="cancel" size="large" onClick={close} disabled={record.isPending}>
          {PAY_RUN_CANCEL}
        </Button>,
        <Button key="pay" size="large" type="primary" icon={<CheckOutlined aria-hidden />} loading={record.isPending} onClick={submit}>
          {record.isPending ? PROCESSING : PAY_RUN_SUBMIT}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{payRunSummary(items.length, totalCents, people)}</Typography.Paragraph>
      {record.isError && <Alert type="error" showIcon role="alert" title={apiErrorMessage(record.error) ?? PAY_RUN_FAILED} />}
      <div className="admin-field">
        <label htmlFor={methodId} className="admin-field-label">
          {PAY_RUN_METHOD}
        </label>
        <Select<PayoutMethod> id={methodId} size="large" value={method} onChange={setMethod} options={methodOptions} className="admin-full-width" />
      </div>
      <div className="admin-field">
        <label htmlFor={referenceId} className="admin-field-label">
          {PAY_RUN_REFERENCE}
        </label>
        <Input id={referenceId} size="large" value={reference} onChange={(event) => setReference(event.target.value)} placeholder={PAY_RUN_REFERENCE_PLACEHOLDER} maxLength={PAYOUT_REFERENCE_MAX} autoComplete="off" />
      </div>
      <div className="admin-field">
        <label htmlFor={notesId} className="admin-field-label">
          {PAY_RUN_NOTES}
        </label>
        <Input.TextArea
          id={notesId}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          placeholder={PAY_RUN_NOTES_PLACEHOLDER}
          maxLength={NOTES_MAX}
          autoSize={{ minRows: 2, maxRows: 5 }}
        />
      </div>
    </Modal>
  );
}
