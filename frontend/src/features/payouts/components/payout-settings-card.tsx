import { SettingOutlined, WalletOutlined } from '@ant-design/icons';
import { PAYOUT_METHOD_LABELS } from '@tint/libs/constants';
import { RETRY } from '@tint/libs/texts/common';
import {
  LEGAL_NAME_LABEL,
  PAYOUT_SETTINGS_BUTTON,
  PAYOUT_SETTINGS_CARD_TITLE,
  PAYOUT_SETTINGS_LOAD_FAILED,
  PAYOUT_SETTINGS_NOT_SET,
  payoutSettingsSummary,
} from '@tint/libs/texts/payout-settings';
import { Button, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { ContentCard } from '@/components/content-card';
import { LoadError } from '@/components/load-error';
import { usePayoutProfile } from '../api';
import { PayoutSettingsDialog } from './payout-settings-dialog';

/** Issue 20: on Payout Details, how the salesperson is paid now, and the button to the Payout Settings dialog. */
export function PayoutSettingsCard() {
  const profile = usePayoutProfile();
  const [open, setOpen] = useState(false);

  let summary;
  if (profile.isError) summary = <LoadError title={PAYOUT_SETTINGS_LOAD_FAILED} error={profile.error} retryLabel={RETRY} onRetry={() => void profile.refetch()} />;
  else if (profile.isPending) summary = <Skeleton active title={false} paragraph={{ rows: 1 }} />;
  else if (profile.data === null) summary = <Typography.Text type="secondary">{PAYOUT_SETTINGS_NOT_SET}</Typography.Text>;
  else
    summary = (
      <span className="payout-settings-summary">
        <Typography.Text strong className="payout-settings-line">
          {payoutSettingsSummary(PAYOUT_METHOD_LABELS[profile.data.payoutMethod], profile.data.handle)}
        </Typography.Text>
        <Typography.Text type="secondary" className="payout-settings-line">
          {LEGAL_NAME_LABEL}: {profile.data.legalName}
        </Typography.Text>
      </span>
    );

  return (
    <ContentCard title={PAYOUT_SETTINGS_CARD_TITLE} icon={<WalletOutlined />} className="payout-settings-card">
      <div className="payout-settings-body">
        <div className="payout-settings-text">{summary}</div>
        <Button icon={<SettingOutlined aria-hidden />} size="large" onClick={() => setOpen(true)} disabled={profile.isPending || profile.isError}>
          {PAYOUT_SETTINGS_BUTTON}
        </Button>
      </div>
      <PayoutSettingsDialog open={open} profile={profile.data ?? null} onClose={() => setOpen(false)} />
    </ContentCard>
  );
}
