// The admin's System page (issue 16): each projection's mode, checkpoint, lag and events/s with a Rebuild for those
// that can be replayed (its progress shown in the page), the queue backend's health and job counts, and the events
// of the last 24 hours by type. Read every 5 s (system-api.ts).
import type { QueueJobCounts, SystemQueue, SystemStatus } from '@tint/libs/api-types';
import { RETRY } from '@tint/libs/texts/common';
import {
  SYSTEM_CHECKED_AT,
  SYSTEM_DATABASE,
  SYSTEM_EVENT_COLUMNS,
  SYSTEM_EVENTS_NONE,
  SYSTEM_EVENTS_TITLE,
  SYSTEM_LOAD_FAILED,
  SYSTEM_LOADING,
  SYSTEM_QUEUE_BACKEND,
  SYSTEM_QUEUE_BACKEND_LABEL,
  SYSTEM_QUEUE_COLUMNS,
  SYSTEM_QUEUE_TITLE,
  SYSTEM_QUEUES_NONE,
  SYSTEM_STATUS,
  SYSTEM_SUBTITLE,
  SYSTEM_TITLE,
} from '@tint/libs/texts/operations';
import type { TableColumnsType } from 'antd';
import { Alert, Badge, Card, Empty, Skeleton, Table, Typography } from 'antd';
import { LoadError } from '@/components/load-error';
import { useIsDesktop } from '@/hooks/use-media-query';
import { formatInstantTime } from '@/lib/dates';
import { useSystemStatus } from '../system-api';
import { AdminPage, useLeaveWhenTokenRejected } from './admin-page';
import { SystemProjections } from './system-projections';
import { SystemSection } from './system-section';
import '../system.css';

export function SystemPage() {
  return (
    <AdminPage page="system" title={SYSTEM_TITLE} subtitle={SYSTEM_SUBTITLE}>
      <SystemStatusView />
    </AdminPage>
  );
}

function SystemStatusView() {
  const status = useSystemStatus();
  // The token may be revoked while the page is open (a logout elsewhere): the next read says so.
  const tokenRejected = useLeaveWhenTokenRejected(status.error);

  if (status.isPending || tokenRejected) {
    return (
      <div className="system-sections" role="status" aria-label={SYSTEM_LOADING}>
        {[4, 3, 3].map((rows, i) => (
          <Card key={i} variant="borderless" className="content-card admin-card">
            <Skeleton active paragraph={{ rows }} />
          </Card>
        ))}
      </div>
    );
  }
  if (status.isError && !status.data) {
    return <LoadError title={SYSTEM_LOAD_FAILED} error={status.error} retryLabel={RETRY} onRetry={() => void status.refetch()} />;
  }
  const { data } = status;
  return (
    <div className="system-sections">
      <div className="system-toolbar">
        {/* A failed read keeps the last figures on screen, marked as such, until a read succeeds again. */}
        {status.isError && <Alert type="warning" showIcon title={SYSTEM_LOAD_FAILED} className="system-stale" />}
        <Typography.Text type="secondary" className="system-checked-at">
          {SYSTEM_CHECKED_AT} <time dateTime={data.checkedAt}>{formatInstantTime(data.checkedAt)}</time>
        </Typography.Text>
      </div>
      <SystemProjections projections={data.projections} />
      <div className="system-columns">
        <QueueSection status={data} />
        <EventsSection events={data.eventsLast24h} />
      </div>
    </div>
  );
}

function Health({ status }: { status: 'up' | 'down' }) {
  return <Badge status={status === 'up' ? 'success' : 'error'} text={SYSTEM_STATUS[status]} />;
}

function QueueSection({ status }: { status: SystemStatus }) {
  const { queue, database } = status;
  return (
    <SystemSection title={SYSTEM_QUEUE_TITLE}>
      <div className="system-queue">
        <dl className="system-health">
          <div>
            <dt>{SYSTEM_QUEUE_BACKEND_LABEL}</dt>
            <dd>
              <span className="system-health-name">{SYSTEM_QUEUE_BACKEND[queue.backend]}</span>
              <Health status={queue.status} />
            </dd>
          </div>
          <div>
            <dt>{SYSTEM_DATABASE}</dt>
            <dd>
              <Health status={database.status} />
            </dd>
          </div>
        </dl>
        {queue.error && <Alert type="error" showIcon title={queue.error} />}
        {queue.queues.length === 0 ? (
          <Typography.Text type="secondary">{SYSTEM_QUEUES_NONE}</Typography.Text>
        ) : (
          <QueueCounts queues={queue.queues} />
        )}
      </div>
    </SystemSection>
  );
}

const COUNT_STATES = ['waiting', 'active', 'delayed', 'completed', 'failed'] as const satisfies readonly (keyof QueueJobCounts)[];

/** A table on wide screens; on phones, each queue's five figures in a row of their own. */
function QueueCounts({ queues }: { queues: SystemQueue[] }) {
  const isDesktop = useIsDesktop();
  if (isDesktop) {
    const columns: TableColumnsType<SystemQueue> = [
      { title: SYSTEM_QUEUE_COLUMNS.name, dataIndex: 'name', render: (name: string) => <span className="system-name">{name}</span> },
      ...COUNT_STATES.map((state) => ({
        title: SYSTEM_QUEUE_COLUMNS[state],
        key: state,
        align: 'right' as const,
        render: (_value: unknown, queue: SystemQueue) => <span className="system-figure">{queue.counts[state].toLocaleString('en-US')}</span>,
      })),
    ];
    return <Table<SystemQueue> rowKey="name" columns={columns} dataSource={queues} pagination={false} size="small" scroll={{ x: 'max-content' }} />;
  }
  return (
    <ul className="system-list">
      {queues.map((queue) => (
        <li key={queue.name} className="system-item">
          <span className="system-name">{queue.name}</span>
          <dl className="system-counts">
            {COUNT_STATES.map((state) => (
              <div key={state}>
                <dt>{SYSTEM_QUEUE_COLUMNS[state]}</dt>
                <dd className="system-figure">{queue.counts[state].toLocaleString('en-US')}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

type EventCount = SystemStatus['eventsLast24h'][number];

function EventsSection({ events }: { events: EventCount[] }) {
  const columns: TableColumnsType<EventCount> = [
    { title: SYSTEM_EVENT_COLUMNS.type, dataIndex: 'type', render: (type: string) => <span className="system-name">{type}</span> },
    {
      title: SYSTEM_EVENT_COLUMNS.count,
      dataIndex: 'count',
      align: 'right',
      render: (count: number) => <span className="system-figure">{count.toLocaleString('en-US')}</span>,
    },
  ];
  return (
    <SystemSection title={SYSTEM_EVENTS_TITLE}>
      {events.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={SYSTEM_EVENTS_NONE} />
      ) : (
        <Table<EventCount> rowKey="type" columns={columns} dataSource={events} pagination={false} size="small" />
      )}
    </SystemSection>
  );
}
