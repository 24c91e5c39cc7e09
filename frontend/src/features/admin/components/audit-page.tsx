// The admin's audit log (issue 19): every admin action read from the event log, newest first, for a window of business
// days (the last 7 by default) and one kind of action or all; a page at a time ('Load more'), and the window as a CSV.
// A table on wide screens, a card per action on phones.
import { DownloadOutlined } from '@ant-design/icons';
import type { AuditEntry } from '@tint/libs/api-types';
import { AUDIT_ACTION_KINDS, AUDIT_MAX_DAYS, type AuditActionKind, defaultAuditWindow } from '@tint/libs/audit';
import { daysInRange } from '@tint/libs/closures';
import { decimalToCents, formatMoney } from '@tint/libs/money';
import { todayInZone } from '@tint/libs/slots';
import { RETRY } from '@tint/libs/texts/common';
import {
  AUDIT_COLUMNS,
  AUDIT_DATES_LABEL,
  AUDIT_DOWNLOAD_CSV,
  AUDIT_DOWNLOAD_FAILED,
  AUDIT_EMPTY,
  AUDIT_FILTERS_LABEL,
  AUDIT_FROM_LABEL,
  AUDIT_KIND_ALL,
  AUDIT_KIND_LABEL,
  AUDIT_KIND_LABELS,
  AUDIT_LIST_LABEL,
  AUDIT_LOAD_FAILED,
  AUDIT_LOAD_MORE,
  AUDIT_LOADING,
  AUDIT_SUBTITLE,
  AUDIT_TITLE,
  AUDIT_TO_LABEL,
} from '@tint/libs/texts/audit';
import { ERROR_TITLE } from '@tint/libs/validation-messages';
import type { TableColumnsType } from 'antd';
import { Button, Card, DatePicker, Empty, Select, Skeleton, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { LoadError } from '@/components/load-error';
import { useIsDesktop } from '@/hooks/use-media-query';
import { useBusinessTimeZone } from '@/lib/client-config';
import { DATE_INPUT_FORMATS, toDateString } from '@/lib/date-picking';
import { formatInstantDateTime } from '@/lib/dates';
import { useToast } from '@/lib/notifications';
import { type AuditFilters, useAuditLog, useDownloadAuditCsvMutation } from '../audit-api';
import { AdminPage, useLeaveWhenTokenRejected } from './admin-page';
import '../audit.css';

export function AuditPage() {
  return (
    <AdminPage page="audit" title={AUDIT_TITLE} subtitle={AUDIT_SUBTITLE}>
      <AuditLog />
    </AdminPage>
  );
}

const ALL = 'all';
const KIND_OPTIONS = [{ value: ALL, label: AUDIT_KIND_ALL }, ...AUDIT_ACTION_KINDS.map((kind) => ({ value: kind, label: AUDIT_KIND_LABELS[kind] }))];

function AuditLog() {
  const zone = useBusinessTimeZone();
  const [filters, setFilters] = useState<AuditFilters>(() => ({ ...defaultAuditWindow(todayInZone(new Date(), zone)), type: null }));
  const log = useAuditLog(filters);
  // The token may be revoked while the page is open (a logout elsewhere): the next read says so.
  const tokenRejected = useLeaveWhenTokenRejected(log.error);

  return (
    <div className="audit-sections">
      <Card variant="borderless" className="content-card admin-card">
        <AuditFilterBar filters={filters} onChange={setFilters} />
      </Card>
      <Card variant="borderless" className="content-card admin-card">
        {log.isPending || tokenRejected ? (
          <div role="status" aria-label={AUDIT_LOADING}>
            <Skeleton active paragraph={{ rows: 4 }} />
          </div>
        ) : log.isError && !log.data ? (
          <LoadError title={AUDIT_LOAD_FAILED} error={log.error} retryLabel={RETRY} onRetry={() => void log.refetch()} />
        ) : (
          <AuditEntries
            entries={log.data.pages.flatMap((page) => page.entries)}
            hasMore={log.hasNextPage}
            loadingMore={log.isFetchingNextPage}
            onLoadMore={() => void log.fetchNextPage()}
          />
        )}
      </Card>
    </div>
  );
}

type FilterBarProps = { filters: AuditFilters; onChange: (filters: AuditFilters) => void };

/** The window (both days counted, at most AUDIT_MAX_DAYS), the kind of action, and the CSV of what they select. */
function AuditFilterBar({ filters, onChange }: FilterBarProps) {
  const isDesktop = useIsDesktop();
  const { toast } = useToast();
  const download = useDownloadAuditCsvMutation();

  const disabledDate = (current: Dayjs, info?: { from?: Dayjs }) => {
    const from = toDateString(info?.from);
    const date = toDateString(current) ?? '';
    return from !== null && daysInRange(from < date ? from : date, from < date ? date : from) > AUDIT_MAX_DAYS;
  };
  const onDates = (dates: [Dayjs | null, Dayjs | null] | null) => {
    const [from, to] = [toDateString(dates?.[0]), toDateString(dates?.[1])];
    if (from !== null && to !== null) onChange({ ...filters, from, to });
  };
  const onDownload = () =>
    download.mutate(filters, { onError: () => toast({ title: ERROR_TITLE, description: AUDIT_DOWNLOAD_FAILED, variant: 'destructive' }) });

  return (
    <div className="audit-filters" role="search" aria-label={AUDIT_FILTERS_LABEL}>
      <div className="audit-field">
        <label htmlFor="audit-from">{AUDIT_DATES_LABEL}</label>
        <DatePicker.RangePicker
          id={{ start: 'audit-from', end: 'audit-to' }}
          value={[dayjs(filters.from), dayjs(filters.to)]}
          onChange={onDates}
          format={DATE_INPUT_FORMATS}
          disabledDate={disabledDate}
          placeholder={[AUDIT_FROM_LABEL, AUDIT_TO_LABEL]}
          allowClear={false}
          // Phones: the calendar without a keyboard over it, one month at a time (admin.css's closures rule).
          inputReadOnly={!isDesktop}
          classNames={{ popup: 'admin-closure-range-popup' }}
          className="audit-dates"
        />
      </div>
      <div className="audit-field">
        <label htmlFor="audit-kind">{AUDIT_KIND_LABEL}</label>
        <Select<string>
          id="audit-kind"
          value={filters.type ?? ALL}
          options={KIND_OPTIONS}
          onChange={(value) => onChange({ ...filters, type: value === ALL ? null : (value as AuditActionKind) })}
          className="audit-kind"
          popupMatchSelectWidth={false}
        />
      </div>
      <Button icon={<DownloadOutlined aria-hidden />} loading={download.isPending} onClick={onDownload} className="audit-download">
        {AUDIT_DOWNLOAD_CSV}
      </Button>
    </div>
  );
}

const amountOf = (entry: AuditEntry) => (entry.amount === undefined ? null : formatMoney(decimalToCents(entry.amount)));

type EntriesProps = { entries: AuditEntry[]; hasMore: boolean; loadingMore: boolean; onLoadMore: () => void };

function AuditEntries({ entries, hasMore, loadingMore, onLoadMore }: EntriesProps) {
  const isDesktop = useIsDesktop();
  if (entries.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={AUDIT_EMPTY} />;
  const more = hasMore && (
    <div className="audit-more">
      <Button onClick={onLoadMore} loading={loadingMore}>
        {AUDIT_LOAD_MORE}
      </Button>
    </div>
  );
  if (isDesktop) {
    const columns: TableColumnsType<AuditEntry> = [
      { title: AUDIT_COLUMNS.at, key: 'at', className: 'audit-nowrap', render: (_value: unknown, entry) => <time dateTime={entry.at}>{formatInstantDateTime(entry.at)}</time> },
      { title: AUDIT_COLUMNS.admin, dataIndex: 'adminName', className: 'audit-nowrap' },
      { title: AUDIT_COLUMNS.action, dataIndex: 'label' },
      { title: AUDIT_COLUMNS.subject, dataIndex: 'subject' },
      { title: AUDIT_COLUMNS.amount, key: 'amount', align: 'right', render: (_value: unknown, entry) => <span className="admin-money">{amountOf(entry)}</span> },
      { title: AUDIT_COLUMNS.requestId, dataIndex: 'requestId', render: (id: string) => <span className="audit-request-id">{id}</span> },
    ];
    return (
      <>
        <Table<AuditEntry> rowKey="id" columns={columns} dataSource={entries} pagination={false} size="middle" aria-label={AUDIT_LIST_LABEL} className="audit-table" />
        {more}
      </>
    );
  }
  return (
    <>
      <ul className="admin-reservation-list" aria-label={AUDIT_LIST_LABEL}>
        {entries.map((entry) => (
          <li key={entry.id} className="admin-reservation-item audit-item">
            <div className="admin-reservation-head">
              <Typography.Text strong>{entry.label}</Typography.Text>
              <time dateTime={entry.at} className="audit-item-time">
                {formatInstantDateTime(entry.at)}
              </time>
            </div>
            <dl className="admin-facts">
              <div>
                <dt>{AUDIT_COLUMNS.admin}</dt>
                <dd>{entry.adminName}</dd>
              </div>
              <div>
                <dt>{AUDIT_COLUMNS.subject}</dt>
                <dd>{entry.subject}</dd>
              </div>
              {entry.amount !== undefined && (
                <div>
                  <dt>{AUDIT_COLUMNS.amount}</dt>
                  <dd className="admin-money">{amountOf(entry)}</dd>
                </div>
              )}
              <div>
                <dt>{AUDIT_COLUMNS.requestId}</dt>
                <dd className="audit-request-id">{entry.requestId}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      {more}
    </>
  );
}
