import { EyeOutlined, TeamOutlined } from '@ant-design/icons';
import type { AdminSalesperson } from '@tint/libs/api-types';
import { formatAmount } from '@tint/libs/money';
import { fullName } from '@tint/libs/names';
import { NO_USERS_TEXT, NO_USERS_TITLE } from '@tint/libs/validation-messages';
import { Button, Card, Empty, Skeleton, Typography } from 'antd';
import { useId, useState } from 'react';
import { LoadError } from '@/components/load-error';
import { formatInstantDate } from '@/lib/dates';
import {
  CONFIRMED,
  JOINED,
  TILE_MTD_COMMISSION,
  TILE_SERVICED,
  TILE_YTD_COMMISSION,
  TOTAL_BOOKED,
  UNCONFIRMED,
  USERS_INTRO,
  USERS_LOAD_FAILED,
  USERS_TITLE,
  VIEW_DETAILS,
} from '@tint/libs/texts/admin';
import { RETRY } from '@tint/libs/texts/common';
import { useAdminUsers } from '../api';
import { TabHeader } from './tab-header';
import { CsvExportButton } from './csv-export-button';
import { EXPORT_APPOINTMENTS, EXPORT_APPOINTMENTS_RANGE_HELP } from '@tint/libs/texts/payout-runs';
import { TierBadge } from './tier-badge';
import { UserDetailsModal } from './user-details-modal';
import { EarningsCard } from './earnings-card';
import { TvScreensCard } from './tv-screens-card';

function UserCard({ user, onViewDetails }: { user: AdminSalesperson; onViewDetails: () => void }) {
  const nameId = useId();
  const tiles = [
    { label: TOTAL_BOOKED, value: user.mtdAppointments },
    { label: CONFIRMED, value: user.confirmedAppointments },
    { label: UNCONFIRMED, value: Math.max(0, user.mtdAppointments - user.confirmedAppointments) },
    { label: TILE_SERVICED, value: user.servicedAppointments },
    { label: TILE_MTD_COMMISSION, value: formatAmount(user.mtdCommission) },
    { label: TILE_YTD_COMMISSION, value: formatAmount(user.ytdCommission) },
  ];
  return (
    <li className="admin-user" aria-labelledby={nameId}>
      <div className="admin-user-head">
        <div className="admin-user-who">
          <Typography.Title level={3} id={nameId} className="admin-user-name">
            {fullName(user.firstName, user.lastName)}
          </Typography.Title>
          <Typography.Text type="secondary" ellipsis className="admin-user-line">
            {user.email}
          </Typography.Text>
          <Typography.Text type="secondary" ellipsis className="admin-user-line">
            {user.company}
          </Typography.Text>
          <Typography.Text type="secondary" className="admin-user-line">
            {JOINED} {formatInstantDate(user.joinedAt)}
          </Typography.Text>
        </div>
        <TierBadge tier={user.tier} />
      </div>
      <dl className="admin-tiles">
        {tiles.map((tile) => (
          <div key={tile.label} className="admin-tile">
            <dt>{tile.label}</dt>
            <dd>{tile.value}</dd>
          </div>
        ))}
      </dl>
      <Button icon={<EyeOutlined aria-hidden />} onClick={onViewDetails} block className="admin-user-button">
        {VIEW_DETAILS}
      </Button>
    </li>
  );
}

/** SPEC 2.4 Users tab: one card per salesperson, and their appointments in a dialog. */
export function UsersTab() {
  const users = useAdminUsers();
  const [detailsId, setDetailsId] = useState<string | null>(null);
  // Looked up on every render, so the dialog shows the refreshed figures after a change.
  const detailsUser = users.data?.find((user) => user.id === detailsId) ?? null;

  let body;
  if (users.isError) {
    body = (
      <Card variant="borderless" className="content-card admin-card">
        <LoadError title={USERS_LOAD_FAILED} error={users.error} retryLabel={RETRY} onRetry={() => void users.refetch()} />
      </Card>
    );
  } else if (users.isPending) {
    body = (
      <Card variant="borderless" className="content-card admin-card">
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    );
  } else if (users.data.length === 0) {
    body = (
      <Card variant="borderless" className="content-card admin-card">
        <Empty
          className="admin-empty"
          image={<TeamOutlined className="admin-empty-icon admin-empty-icon-muted" aria-hidden />}
          description={
            <>
              <Typography.Text strong className="admin-empty-title">
                {NO_USERS_TITLE}
              </Typography.Text>
              <Typography.Text type="secondary">{NO_USERS_TEXT}</Typography.Text>
            </>
          }
        />
      </Card>
    );
  } else {
    body = (
      <ul className="admin-user-grid">
        {users.data.map((user) => (
          <UserCard key={user.id} user={user} onViewDetails={() => setDetailsId(user.id)} />
        ))}
      </ul>
    );
  }

  return (
    <div className="admin-tab">
      <TabHeader title={USERS_TITLE} subtitle={USERS_INTRO} />
      <div className="payout-runs-actions">
        <CsvExportButton kind="appointments" label={EXPORT_APPOINTMENTS} help={EXPORT_APPOINTMENTS_RANGE_HELP} />
      </div>
      {body}
      <EarningsCard />
      <TvScreensCard />
      <UserDetailsModal user={detailsUser} onClose={() => setDetailsId(null)} />
    </div>
  );
}
