// An export button of the admin tabs (issue 19): opens a small dialog for a date range (from the first of this year to
// today, in the business time zone, unless changed) and downloads the CSV with the admin's token.
import { DownloadOutlined } from '@ant-design/icons';
import { exportFileName, exportRangeProblem } from '@tint/libs/payout-runs';
import { todayInZone, type DateString } from '@tint/libs/slots';
import { DOWNLOAD_FAILED, EXPORT_DOWNLOAD, EXPORT_FROM, EXPORT_RANGE_LABEL, EXPORT_TO } from '@tint/libs/texts/payout-runs';
import { CANCEL } from '@tint/libs/texts/common';
import { EXPORT_DATES_INVALID, EXPORT_RANGE_BACKWARDS, EXPORT_RANGE_TOO_LONG } from '@tint/libs/texts/payout-runs';
import { Alert, Button, Input, Modal, Typography } from 'antd';
import { useId, useState } from 'react';
import { useBusinessTimeZone } from '@/lib/client-config';
import { apiErrorMessage } from '@/lib/api-client';
import { useDownloadCsvMutation } from '../payout-runs-api';
import '../payout-runs.css';

const PROBLEMS = { 'invalid-date': EXPORT_DATES_INVALID, 'end-before-start': EXPORT_RANGE_BACKWARDS, 'too-long': EXPORT_RANGE_TOO_LONG } as const;

type CsvExportButtonProps = {
  kind: 'payouts' | 'appointments';
  label: string;
  help: string;
};

export function CsvExportButton({ kind, label, help }: CsvExportButtonProps) {
  const zone = useBusinessTimeZone();
  const [open, setOpen] = useState(false);
  const today = todayInZone(new Date(), zone);
  const [from, setFrom] = useState<string>(`${today.slice(0, 4)}-01-01`);
  const [to, setTo] = useState<string>(today);
  const [tried, setTried] = useState(false);
  const download = useDownloadCsvMutation();
  const fromId = useId();
  const toId = useId();
  const helpId = useId();
  const problem = exportRangeProblem(from, to);

  const close = () => {
    setOpen(false);
    setTried(false);
    download.reset();
  };

  const submit = () => {
    setTried(true);
    if (problem !== null || download.isPending) return;
    const search = new URLSearchParams({ from, to });
    download.mutate({ path: `/api/admin/exports/${kind}.csv?${search.toString()}`, filename: exportFileName(kind, from as DateString, to as DateString) }, { onSuccess: close });
  };

  return (
    <>
      <Button size="large" icon={<DownloadOutlined aria-hidden />} onClick={() => setOpen(true)} className="payout-runs-export-button">
        {label}
      </Button>
      <Modal
        open={open}
        title={label}
        onCancel={close}
        width={440}
        className="payout-runs-modal"
        footer={[
          <Button key="cancel" size="large" onClick={close}>
            {CANCEL}
          </Button>,
          <Button key="download" size="large" type="primary" icon={<DownloadOutlined aria-hidden />} loading={download.isPending} onClick={submit}>
            {EXPORT_DOWNLOAD}
          </Button>,
        ]}
      >
        <fieldset className="payout-runs-range" aria-describedby={helpId}>
          <legend className="admin-field-label">{EXPORT_RANGE_LABEL}</legend>
          <Typography.Text type="secondary" id={helpId}>
            {help}
          </Typography.Text>
          <div className="payout-runs-range-fields">
            <div className="admin-field">
              <label htmlFor={fromId} className="admin-field-label">
                {EXPORT_FROM}
              </label>
              <Input id={fromId} type="date" size="large" value={from} max={to || undefined} onChange={(event) => setFrom(event.target.value)} />
            </div>
            <div className="admin-field">
              <label htmlFor={toId} className="admin-field-label">
                {EXPORT_TO}
              </label>
              <Input id={toId} type="date" size="large" value={to} min={from || undefined} onChange={(event) => setTo(event.target.value)} />
            </div>
          </div>
        </fieldset>
        {tried && problem !== null && <Alert type="error" showIcon role="alert" title={PROBLEMS[problem]} className="payout-runs-alert" />}
        {download.isError && <Alert type="error" showIcon role="alert" title={apiErrorMessage(download.error) ?? DOWNLOAD_FAILED} className="payout-runs-alert" />}
      </Modal>
    </>
  );
}
