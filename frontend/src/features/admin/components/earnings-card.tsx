import { DownloadOutlined, FileTextOutlined } from '@ant-design/icons';
import type { EarningsEntry } from '@tint/libs/api-types';
import { formatAmount } from '@tint/libs/money';
import { defaultEarningsYear, EARNINGS_YEAR_MIN } from '@tint/libs/tax';
import { todayInZone } from '@tint/libs/slots';
import { RETRY } from '@tint/libs/texts/common';
import {
  DOWNLOAD_CSV,
  DOWNLOAD_FAILED,
  EARNINGS_LOAD_FAILED,
  EARNINGS_PAID,
  EARNINGS_TITLE,
  EARNINGS_YEAR_LABEL,
  LEGAL_NAME_ON_FILE,
  NO,
  NO_EARNINGS,
  REQUIRES_1099,
  YES,
  earningsIntro,
  paymentCount,
} from '@tint/libs/texts/payout-settings';
import { Alert, Button, Card, Empty, Select, Skeleton, Tag, Typography } from 'antd';
import { useId, useState } from 'react';
import { LoadError } from '@/components/load-error';
import { useBusinessTimeZone } from '@/lib/client-config';
import { useDownloadEarningsCsvMutation, useEarnings } from '../earnings-api';
import '../earnings.css';

/** How many years back the select offers (the ledger's payments go back no further in practice). */
const YEARS_SHOWN = 6;

function EarningsRow({ entry }: { entry: EarningsEntry }) {
  const nameId = useId();
  return (
    <li className="admin-earnings-item" aria-labelledby={nameId}>
      <div className="admin-earnings-who">
        <Typography.Text strong id={nameId}>
          {entry.salespersonName}
        </Typography.Text>
        <Typography.Text type="secondary" className="admin-earnings-line">
          {entry.company}
        </Typography.Text>
      </div>
      <div className="admin-earnings-figures">
        <span className="visually-hidden">{EARNINGS_PAID}</span>
        <span className="admin-money admin-earnings-paid">{formatAmount(entry.paidTotal)}</span>
        <Typography.Text type="secondary">{paymentCount(entry.paymentCount)}</Typography.Text>
      </div>
      <div className="admin-earnings-tags">
        {entry.requires1099 && <Tag color="red">{REQUIRES_1099}</Tag>}
        <Tag color={entry.hasLegalName ? 'green' : entry.requires1099 ? 'orange' : 'default'}>
          {LEGAL_NAME_ON_FILE}: {entry.hasLegalName ? YES : NO}
        </Tag>
      </div>
    </li>
  );
}

/** Issue 20, in the Users tab: each salesperson's commissions paid in a year, who needs a 1099-NEC, and the CSV. */
export function EarningsCard() {
  const zone = useBusinessTimeZone();
  const today = todayInZone(new Date(), zone);
  const thisYear = Number(today.slice(0, 4));
  const [year, setYear] = useState(() => defaultEarningsYear(today));
  const earnings = useEarnings(year);
  const download = useDownloadEarningsCsvMutation();
  const yearId = useId();
  const years = Array.from({ length: YEARS_SHOWN }, (_, i) => thisYear - i).filter((option) => option >= EARNINGS_YEAR_MIN);

  let body;
  if (earnings.isError) body = <LoadError title={EARNINGS_LOAD_FAILED} error={earnings.error} retryLabel={RETRY} onRetry={() => void earnings.refetch()} />;
  else if (earnings.isPending) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (earnings.data.salespeople.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NO_EARNINGS} className="admin-empty" />;
  else
    body = (
      <ul className="admin-earnings-list" aria-label={`${EARNINGS_TITLE} ${String(year)}`}>
        {earnings.data.salespeople.map((entry) => (
          <EarningsRow key={entry.salespersonId} entry={entry} />
        ))}
      </ul>
    );

  return (
    <Card variant="borderless" className="content-card admin-card admin-earnings" title={<h3 className="admin-card-title">{EARNINGS_TITLE}</h3>} aria-label={EARNINGS_TITLE}>
      <div className="admin-earnings-body">
        <Typography.Text type="secondary">{earningsIntro(earnings.data ? formatAmount(earnings.data.threshold) : '')}</Typography.Text>
        <div className="admin-earnings-controls">
          <label htmlFor={yearId} className="admin-field-label">
            {EARNINGS_YEAR_LABEL}
          </label>
          <Select<number> id={yearId} value={year} onChange={setYear} options={years.map((option) => ({ value: option, label: String(option) }))} size="large" className="admin-earnings-year" />
          <Button icon={<DownloadOutlined aria-hidden />} size="large" loading={download.isPending} onClick={() => download.mutate(year)} disabled={!earnings.data}>
            {DOWNLOAD_CSV}
          </Button>
        </div>
        {download.isError && <Alert type="error" showIcon role="alert" icon={<FileTextOutlined aria-hidden />} title={DOWNLOAD_FAILED} />}
        {body}
      </div>
    </Card>
  );
}
