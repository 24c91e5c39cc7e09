import { CheckCircleOutlined, StopOutlined } from '@ant-design/icons';
import type { FraudReason, ReviewDecision } from '@tint/libs/constants';
import { CANCEL } from '@tint/libs/texts/common';
import {
  CLEAR_COMMISSION,
  FRAUD_REASON_LABELS,
  HELD_HINT,
  ON_HOLD,
  REJECT_COMMISSION,
  REVIEW_DONE,
  REVIEW_NOTE_LABEL,
  REVIEW_TITLE,
  reviewConfirm,
} from '@tint/libs/texts/admin';
import { ERROR_TITLE, STATUS_UPDATE_FAILED, SUCCESS_TITLE } from '@tint/libs/validation-messages';
import { Button, Input, Modal, Tag, Typography } from 'antd';
import { useId, useState } from 'react';
import { apiErrorMessage } from '@/lib/api-client';
import { useToast } from '@/lib/notifications';
import { useReviewAppointmentMutation } from '../api';

type CommissionReviewProps = {
  appointmentId: string;
  /** Why it is held, where the read has them (the pending payouts); the details dialog's list has none. */
  reasons?: readonly FraudReason[];
  /** The salesperson whose appointment list shows it, refreshed in place. */
  userId?: string;
  /** False where the row already says 'On hold' (the Payouts tab's amount). */
  showTag?: boolean;
};

/**
 * A commission held for fraud review (issue 19): 'On hold', why, and the admin's decision — Clear (payable) or Reject
 * (void) — with an optional note, asked in a dialog. The server decides; this only asks.
 */
export function CommissionReview({ appointmentId, reasons, userId, showTag = true }: CommissionReviewProps) {
  const review = useReviewAppointmentMutation();
  const { toast } = useToast();
  const [decision, setDecision] = useState<ReviewDecision | null>(null);
  const [note, setNote] = useState('');
  const noteId = useId();

  const submit = () => {
    if (!decision) return;
    review.mutate(
      { appointmentId, review: { decision, ...(note.trim() ? { note: note.trim() } : {}) }, userId },
      {
        onSuccess: () => {
          setDecision(null);
          setNote('');
          toast({ title: SUCCESS_TITLE, description: REVIEW_DONE, variant: 'success' });
        },
        onError: (error) => toast({ title: ERROR_TITLE, description: apiErrorMessage(error) ?? STATUS_UPDATE_FAILED, variant: 'destructive' }),
      },
    );
  };

  return (
    <div className="commission-review">
      <div className="commission-review-head">
        {showTag && <Tag color="orange">{ON_HOLD}</Tag>}
        <Typography.Text type="secondary" className="admin-hint">
          {HELD_HINT}
        </Typography.Text>
      </div>
      {reasons && reasons.length > 0 && (
        <ul className="commission-review-reasons">
          {reasons.map((reason) => (
            <li key={reason}>{FRAUD_REASON_LABELS[reason] ?? reason}</li>
          ))}
        </ul>
      )}
      <div className="admin-status-actions">
        <Button icon={<CheckCircleOutlined aria-hidden />} onClick={() => setDecision('clear')}>
          {CLEAR_COMMISSION}
        </Button>
        <Button danger icon={<StopOutlined aria-hidden />} onClick={() => setDecision('reject')}>
          {REJECT_COMMISSION}
        </Button>
      </div>
      <Modal
        open={decision !== null}
        title={REVIEW_TITLE}
        okText={decision === 'reject' ? REJECT_COMMISSION : CLEAR_COMMISSION}
        okButtonProps={{ danger: decision === 'reject', loading: review.isPending }}
        cancelText={CANCEL}
        onOk={submit}
        onCancel={() => setDecision(null)}
        destroyOnHidden
      >
        {decision && <Typography.Paragraph>{reviewConfirm(decision)}</Typography.Paragraph>}
        <label htmlFor={noteId} className="commission-review-note-label">
          {REVIEW_NOTE_LABEL}
        </label>
        <Input.TextArea id={noteId} value={note} onChange={(event) => setNote(event.target.value)} autoSize={{ minRows: 2, maxRows: 5 }} />
      </Modal>
    </div>
  );
}
