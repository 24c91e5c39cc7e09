import { ReloadOutlined, TrophyOutlined } from '@ant-design/icons';
import type { LeaderboardEntry } from '@tint/libs/api-types';
import { successRateColor } from '@tint/libs/constants';
import { formatPercent } from '@tint/libs/money';
import { fullName } from '@tint/libs/names';
import { COMPANY_LABEL, RETRY } from '@tint/libs/texts/common';
import {
  COLUMN_COMPLETED_SERVICES,
  COLUMN_MONTHLY_REFERRALS,
  COLUMN_NAME,
  COLUMN_RANK,
  COLUMN_SUCCESS_RATE,
  DEALERSHIPS_SUBTITLE,
  LEADERBOARD_SUBTITLE,
  LEADERBOARD_TABLE_LABEL,
  LEADERBOARD_VIEWS,
  LEADERBOARD_VIEW_LABEL,
  type LeaderboardView,
  SHORT_COMPLETED_SERVICES,
  SHORT_MONTHLY_REFERRALS,
  SHORT_RANK,
  SHORT_SUCCESS_RATE,
  YOUR_RANK,
  YOU_MARK,
  rankOf,
  yourMonth,
} from '@tint/libs/texts/leaderboard';
import { SECTION_TITLES } from '@tint/libs/texts/salesperson-app';
import { NO_LEADERBOARD_DATA } from '@tint/libs/validation-messages';
import type { TableColumnsType } from 'antd';
import { Button, Card, Empty, Segmented, Table } from 'antd';
import { useState } from 'react';
import { SectionHeader } from '@/components/section-header';
import { useIsDesktop } from '@/hooks/use-media-query';
import type { RankedEntry } from '@/lib/leaderboard-ranks';
import { withRanks } from '@/lib/leaderboard-ranks';
import { useLeaderboard } from '../api';
import { DealershipStandings } from './dealership-standings';
import { heading, RankBadge } from './leaderboard-cells';
import '../leaderboard.css';

type Row = RankedEntry & {
  /** The signed-in salesperson's own row. */
  isSelf: boolean;
  /** First name and last name (or initial) as the server sent them. */
  name: string;
};

function rows(entries: readonly LeaderboardEntry[], selfId: string): Row[] {
  return withRanks(entries).map((entry) => ({
    ...entry,
    name: fullName(entry.user.firstName, entry.user.lastName),
    isSelf: entry.user.id === selfId,
  }));
}

function NameCell({ entry, showCompany }: { entry: Row; showCompany: boolean }) {
  return (
    <span className="leaderboard-name-cell">
      <span className="leaderboard-name">
        {entry.name}
        {entry.isSelf && <span className="leaderboard-you"> {YOU_MARK}</span>}
      </span>
      {showCompany && entry.user.company && <span className="leaderboard-company">{entry.user.company}</span>}
    </span>
  );
}

function columns(isDesktop: boolean): TableColumnsType<Row> {
  const all: TableColumnsType<Row> = [
    {
      key: 'rank',
      title: heading(COLUMN_RANK, SHORT_RANK, isDesktop),
      dataIndex: 'rank',
      width: isDesktop ? 80 : 40,
      sorter: (a, b) => a.rank - b.rank,
      render: (rank: number) => <RankBadge rank={rank} />,
    },
    {
      key: 'name',
      title: COLUMN_NAME,
      sorter: (a, b) => a.name.localeCompare(b.name),
      render: (_: unknown, entry) => <NameCell entry={entry} showCompany={!isDesktop} />,
    },
    {
      key: 'company',
      title: COMPANY_LABEL,
      sorter: (a, b) => a.user.company.localeCompare(b.user.company),
      render: (_: unknown, entry) => entry.user.company,
    },
    {
      key: 'monthlyReferrals',
      title: heading(COLUMN_MONTHLY_REFERRALS, SHORT_MONTHLY_REFERRALS, isDesktop),
      dataIndex: 'monthlyReferrals',
      align: 'right',
      width: isDesktop ? undefined : 66,
      // SPEC 2.3: the default sort is monthlyReferrals descending. Equal counts compare as 0 and the sort
      // is stable, so they keep the server's order (and the ranks read 1, 2, 3 down the table).
      defaultSortOrder: 'descend',
      sorter: (a, b) => a.monthlyReferrals - b.monthlyReferrals,
    },
    {
      key: 'completedServices',
      title: heading(COLUMN_COMPLETED_SERVICES, SHORT_COMPLETED_SERVICES, isDesktop),
      dataIndex: 'completedServices',
      align: 'right',
      width: isDesktop ? undefined : 58,
      sorter: (a, b) => a.completedServices - b.completedServices,
    },
    {
      key: 'successRate',
      title: heading(COLUMN_SUCCESS_RATE, SHORT_SUCCESS_RATE, isDesktop),
      dataIndex: 'successRate',
      align: 'right',
      width: isDesktop ? undefined : 66,
      sorter: (a, b) => a.successRate - b.successRate,
      render: (rate: number) => <span className={`success-rate success-rate-${successRateColor(rate)}`}>{formatPercent(rate)}</span>,
    },
  ];
  // Phones: the company moves under the name, so the table keeps to the screen's width.
  return isDesktop ? all : all.filter((column) => column.key !== 'company');
}

function YourRank({ entry, total }: { entry: Row; total: number }) {
  return (
    <div className="leaderboard-you-card" role="group" aria-label={YOUR_RANK}>
      <span className="leaderboard-you-icon" aria-hidden>
        <TrophyOutlined />
      </span>
      <span className="leaderboard-you-text">
        <span className="leaderboard-you-label">{YOUR_RANK}</span>
        <span className="leaderboard-you-rank">{rankOf(entry.rank, total)}</span>
      </span>
      <span className="leaderboard-you-month">{yourMonth(entry.monthlyReferrals, entry.completedServices)}</span>
    </div>
  );
}

type LeaderboardSectionProps = {
  /** The signed-in salesperson, whose row is marked. */
  userId: string;
};

/** SPEC 2.3, Leaderboard: a sortable table, by monthly referrals descending, the own row marked '(You)'. */
function SalespeopleStandings({ userId }: LeaderboardSectionProps) {
  const leaderboard = useLeaderboard();
  const isDesktop = useIsDesktop();
  const ranked = leaderboard.data ? rows(leaderboard.data, userId) : [];
  const own = ranked.find((entry) => entry.isSelf) ?? null;
  const empty = leaderboard.isError || (leaderboard.isSuccess && ranked.length === 0);

  return (
    <>
      {own && <YourRank entry={own} total={ranked.length} />}
      <Card variant="borderless" className="content-card leaderboard-card">
        {empty ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NO_LEADERBOARD_DATA} className="leaderboard-empty">
            {leaderboard.isError && (
              <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void leaderboard.refetch()}>
                {RETRY}
              </Button>
            )}
          </Empty>
        ) : (
          <Table<Row>
            aria-label={LEADERBOARD_TABLE_LABEL}
            className={isDesktop ? 'leaderboard-table' : 'leaderboard-table leaderboard-table-compact'}
            rowKey={(entry) => entry.user.id}
            columns={columns(isDesktop)}
            dataSource={ranked}
            loading={leaderboard.isPending}
            pagination={false}
            size={isDesktop ? 'middle' : 'small'}
            // Desktop scrolls inside the card if it ever must; phones fit the screen by wrapping names.
            scroll={isDesktop ? { x: 'max-content' } : undefined}
            tableLayout={isDesktop ? undefined : 'fixed'}
            showSorterTooltip={false}
            rowClassName={(entry) => (entry.isSelf ? 'leaderboard-row-self' : '')}
          />
        )}
      </Card>
    </>
  );
}

const VIEW_OPTIONS = (Object.keys(LEADERBOARD_VIEWS) as LeaderboardView[]).map((view) => ({ value: view, label: LEADERBOARD_VIEWS[view] }));

/**
 * The Leaderboard section: the spec's table of salespeople (the default, as SPEC 2.3 describes it) and, through a
 * two-way switch, issue 20's standings by dealership.
 */
export function LeaderboardSection({ userId }: LeaderboardSectionProps) {
  const [view, setView] = useState<LeaderboardView>('salespeople');
  const isDesktop = useIsDesktop();

  return (
    <>
      <SectionHeader
        title={SECTION_TITLES.leaderboard}
        subtitle={view === 'salespeople' ? LEADERBOARD_SUBTITLE : DEALERSHIPS_SUBTITLE}
        actions={
          <Segmented<LeaderboardView>
            value={view}
            onChange={setView}
            options={VIEW_OPTIONS}
            aria-label={LEADERBOARD_VIEW_LABEL}
            size="large"
            block={!isDesktop}
            className="leaderboard-view-toggle"
          />
        }
      />
      {view === 'salespeople' ? <SalespeopleStandings userId={userId} /> : <DealershipStandings />}
    </>
  );
}
