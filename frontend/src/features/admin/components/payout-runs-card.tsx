// The Payouts tab's 'Payout runs' (issue 19): every run, newest first (when, by whom, method, reference, count,
// total), each downloadable as CSV with the admin's token, and the export of the paid commissions of a date range.
// A table on wide screens; on phones each run is a card.
import { DownloadOutlined, HistoryOutlined } from '@ant-design/icons';
import { PAYOUT_METHOD_LABELS } from '@tint/libs/constants';
import { decimalToCents, formatMoney } from '@tint/libs/money';
import { type PayoutRun, payoutRunFileName } from '@tint/libs/payout-runs';
import { RETRY, NO_VALUE } from '@tint/libs/texts/common';
import { DOWNLOAD_FAILED, EXPORT_PAYOUTS, EXPORT_PAYOUTS_RANGE_HELP, NO_PAYOUT_RUNS, PAYOUT_RUNS_LOAD_FAILED, PAYOUT_RUNS_TITLE, RUN_COLUMNS, RUN_CSV_LINK, runCsvLabel } from '@tint/libs/texts/payout-runs';
import { ERROR_TITLE } from '@tint/libs/validation-messages';
import { Button, Card, Empty, Skeleton, Typography } from 'antd';
import { useId } from 'react';
import { LoadError } from '@/components/load-error';
import { formatInstantDateTime } from '@/lib/dates';
import { useToast } from '@/lib/notifications';
import { useDownloadCsvMutation, usePayoutRuns } from '../payout-runs-api';
import { CsvExportButton } from './csv-export-button';
import '../payout-runs.css';

function RunRow({ run, onDownload, downloading }: { run: PayoutRun; onDownload: () => void; downloading: boolean }) {
  const when = formatInstantDateTime(run.recordedAt);
  return (
    <tr>
      <th scope="row" data-label={RUN_COLUMNS.when}>
        {when}
      </th>
      <td data-label={RUN_COLUMNS.by}>{run.recordedByName || NO_VALUE}</td>
      <td data-label={RUN_COLUMNS.method}>{PAYOUT_METHOD_LABELS[run.payoutMethod]}</td>
      <td data-label={RUN_COLUMNS.reference} className="payout-runs-reference">
        {run.reference ?? NO_VALUE}
      </td>
      <td data-label={RUN_COLUMNS.count} className="payout-runs-number">
        {run.count}
      </td>
      <td data-label={RUN_COLUMNS.total} className="payout-runs-number admin-money">
        {formatMoney(decimalToCents(run.total))}
      </td>
      <td className="payout-runs-csv">
        <Button icon={<DownloadOutlined aria-hidden />} aria-label={runCsvLabel(when)} loading={downloading} onClick={onDownload} className="payout-runs-csv-button">
          {RUN_CSV_LINK}
        </Button>
      </td>
    </tr>
  );
}

export function PayoutRunsCard() {
  const runs = usePayoutRuns();
  const download = useDownloadCsvMutation();
  const { toast } = useToast();
  const titleId = useId();

  let body;
  if (runs.isError) {
    body = <LoadError title={PAYOUT_RUNS_LOAD_FAILED} error={runs.error} retryLabel={RETRY} onRetry={() => void runs.refetch()} />;
  } else if (runs.isPending) {
    body = <Skeleton active paragraph={{ rows: 3 }} />;
  } else if (runs.data.length === 0) {
    body = <Empty image={<HistoryOutlined className="admin-empty-icon admin-empty-icon-muted" aria-hidden />} description={NO_PAYOUT_RUNS} className="admin-empty" />;
  } else {
    body = (
      <table className="payout-runs-table" aria-labelledby={titleId}>
        <thead>
          <tr>
            <th scope="col">{RUN_COLUMNS.when}</th>
            <th scope="col">{RUN_COLUMNS.by}</th>
            <th scope="col">{RUN_COLUMNS.method}</th>
            <th scope="col">{RUN_COLUMNS.reference}</th>
            <th scope="col" className="payout-runs-number">
              {RUN_COLUMNS.count}
            </th>
            <th scope="col" className="payout-runs-number">
              {RUN_COLUMNS.total}
            </th>
            <th scope="col">
              <span className="visually-hidden">{RUN_COLUMNS.csv}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {runs.data.map((run) => (
            <RunRow
              key={run.id}
              run={run}
              downloading={download.isPending && download.variables.filename === payoutRunFileName(run.id)}
              onDownload={() =>
                download.mutate(
                  { path: `/api/admin/payout-runs/${encodeURIComponent(run.id)}/csv`, filename: payoutRunFileName(run.id) },
                  { onError: () => toast({ title: ERROR_TITLE, description: DOWNLOAD_FAILED, variant: 'destructive' }) },
                )
              }
            />
          ))}
        </tbody>
      </table>
    );
  }

  return (
    <Card variant="borderless" className="content-card admin-card payout-runs-card">
      <div className="payout-runs-card-head">
        <Typography.Title level={2} id={titleId} className="payout-runs-title">
          {PAYOUT_RUNS_TITLE}
        </Typography.Title>
        <CsvExportButton kind="payouts" label={EXPORT_PAYOUTS} help={EXPORT_PAYOUTS_RANGE_HELP} />
      </div>
      {body}
    </Card>
  );
}
