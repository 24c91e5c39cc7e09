import type { AppointmentHistoryEntry } from '@tint/libs/api-types';
import { APPOINTMENT_HISTORY_LABELS } from '@tint/libs/api-types';
import { PAYOUT_METHOD_LABELS, isPayoutMethod } from '@tint/libs/constants';
import {
  HISTORY_LOAD_FAILED,
  HISTORY_METHOD,
  HISTORY_NO_ACTOR,
  LOADING_HISTORY,
  NOTES_LABEL,
  NO_HISTORY,
  historyActor,
} from '@tint/libs/texts/admin';
import { RETRY } from '@tint/libs/texts/common';
import { Spin, Timeline, Typography } from 'antd';
import { LoadError } from '@/components/load-error';
import { formatInstantDateTime } from '@/lib/dates';
import { useAppointmentHistory } from '../api';

/** Green for steps forward, grey for steps back, blue for the booking. */
function colorFor(type: AppointmentHistoryEntry['type']): string {
  switch (type) {
    case 'AppointmentBooked':
      return 'blue';
    case 'AppointmentConfirmed':
    case 'AppointmentServiced':
    case 'PayoutFulfilled':
      return 'green';
    case 'AppointmentUnconfirmed':
    case 'AppointmentServiceReverted':
    case 'PayoutReverted':
      return 'gray';
    default:
      return 'blue';
  }
}

function HistoryEntry({ entry }: { entry: AppointmentHistoryEntry }) {
  const label = entry.label || APPOINTMENT_HISTORY_LABELS[entry.type] || entry.type;
  const method = isPayoutMethod(entry.payoutMethod) ? PAYOUT_METHOD_LABELS[entry.payoutMethod] : null;
  return (
    <div className="admin-history-entry">
      <div>
        <Typography.Text strong>{label}</Typography.Text>{' '}
        <Typography.Text type="secondary">
          {entry.actorName ? historyActor(entry.actorName, entry.actorRole) : HISTORY_NO_ACTOR}
        </Typography.Text>
      </div>
      <Typography.Text type="secondary" className="admin-history-time">
        <time dateTime={entry.occurredAt}>{formatInstantDateTime(entry.occurredAt)}</time>
      </Typography.Text>
      {entry.type === 'PayoutFulfilled' && (method || entry.notes) && (
        <dl className="admin-history-payout">
          {method && (
            <div>
              <dt>{HISTORY_METHOD}</dt>
              <dd>{method}</dd>
            </div>
          )}
          {entry.notes && (
            <div>
              <dt>{NOTES_LABEL}</dt>
              <dd>{entry.notes}</dd>
            </div>
          )}
        </dl>
      )}
    </div>
  );
}

/** The appointment's events, oldest first, read from the event store by the server. */
export function AppointmentHistory({ appointmentId }: { appointmentId: string }) {
  const history = useAppointmentHistory(appointmentId);

  if (history.isPending) {
    return (
      <div className="admin-history-status" role="status">
        <Spin size="small" /> {LOADING_HISTORY}
      </div>
    );
  }
  if (history.isError) {
    return <LoadError title={HISTORY_LOAD_FAILED} error={history.error} retryLabel={RETRY} onRetry={() => void history.refetch()} />;
  }
  if (history.data.length === 0) {
    return <Typography.Text type="secondary">{NO_HISTORY}</Typography.Text>;
  }
  return (
    <Timeline
      className="admin-history-timeline"
      items={history.data.map((entry) => ({ key: entry.id, color: colorFor(entry.type), content: <HistoryEntry entry={entry} /> }))}
    />
  );
}
