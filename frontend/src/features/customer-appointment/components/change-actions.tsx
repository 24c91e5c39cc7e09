import { CalendarOutlined, CloseCircleOutlined } from '@ant-design/icons';
import type { CustomerAppointment } from '@tint/libs/api-types';
import { CANCEL_BOOKING, CANCEL_BOOKING_CONFIRM, CANCELLING, KEEP_BOOKING, RESCHEDULE } from '@tint/libs/texts/customer';
import { Alert, Button, Popconfirm } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { apiErrorMessage } from '@/lib/api-client';
import { useCancelMutation } from '../api';
import { ReschedulePanel } from './reschedule-panel';

/** What the customer last did on this page: its confirmation shows until they change something else or leave. */
export type Done = 'rescheduled' | 'cancelled' | null;

type ChangeActionsProps = {
  token: string;
  appointment: CustomerAppointment;
  onDone: (done: Done) => void;
};

/** Reschedule (a panel with the calendar and the free times) and Cancel appointment (after a confirmation). */
export function ChangeActions({ token, appointment, onDone }: ChangeActionsProps) {
  const [rescheduling, setRescheduling] = useState(false);
  const cancel = useCancelMutation(token);
  const rescheduleButton = useRef<HTMLButtonElement>(null);
  const wasRescheduling = useRef(false);

  // The panel closed (kept or moved): the focus, which was in it, goes back to the button that opened it.
  useEffect(() => {
    if (wasRescheduling.current && !rescheduling) rescheduleButton.current?.focus();
    wasRescheduling.current = rescheduling;
  }, [rescheduling]);

  const confirmCancel = () => {
    onDone(null);
    cancel.mutate(undefined, { onSuccess: () => onDone('cancelled') });
  };

  return (
    <div className="manage-actions">
      {rescheduling ? (
        <ReschedulePanel
          token={token}
          appointment={appointment}
          onClose={() => setRescheduling(false)}
          onRescheduled={() => {
            setRescheduling(false);
            onDone('rescheduled');
          }}
        />
      ) : (
        <Button
          ref={rescheduleButton}
          type="primary"
          size="large"
          block
          icon={<CalendarOutlined aria-hidden />}
          onClick={() => {
            onDone(null);
            cancel.reset();
            setRescheduling(true);
          }}
        >
          {RESCHEDULE}
        </Button>
      )}

      {cancel.isError && (
        <Alert type="error" showIcon role="alert" className="manage-notice" title={apiErrorMessage(cancel.error) ?? cancel.error.message} />
      )}

      <Popconfirm
        title={CANCEL_BOOKING_CONFIRM}
        okText={CANCEL_BOOKING}
        cancelText={KEEP_BOOKING}
        okButtonProps={{ danger: true }}
        onConfirm={confirmCancel}
        placement="top"
      >
        <Button size="large" block danger loading={cancel.isPending} icon={<CloseCircleOutlined aria-hidden />}>
          {cancel.isPending ? CANCELLING : CANCEL_BOOKING}
        </Button>
      </Popconfirm>
    </div>
  );
}
