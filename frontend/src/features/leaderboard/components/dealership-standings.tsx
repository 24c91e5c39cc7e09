// Issue 20: the leaderboard by dealership. The server ranks and counts (this month, as the leaderboard counts) and
// marks the caller's own dealership; this shows its order as it came, the own row highlighted and labelled in words.
import { ReloadOutlined, ShopOutlined } from '@ant-design/icons';
import type { DealershipStanding } from '@tint/libs/api-types';
import { RETRY } from '@tint/libs/texts/common';
import {
  COLUMN_BOOKINGS,
  COLUMN_COMPLETED,
  COLUMN_DEALERSHIP,
  COLUMN_RANK,
  COLUMN_SALESPEOPLE,
  DEALERSHIP_TABLE_LABEL,
  NO_DEALERSHIP_DATA,
  SHORT_BOOKINGS,
  SHORT_COMPLETED,
  SHORT_RANK,
  YOUR_DEALERSHIP,
  dealershipMonth,
  rankOf,
  salespeopleCount,
} from '@tint/libs/texts/leaderboard';
import type { TableColumnsType } from 'antd';
import { Button, Card, Empty, Table } from 'antd';
import { useIsDesktop } from '@/hooks/use-media-query';
import { useDealershipStandings } from '../api';
import { heading, RankBadge } from './leaderboard-cells';

function DealershipCell({ standing, isDesktop }: { standing: DealershipStanding; isDesktop: boolean }) {
  return (
    <span className="leaderboard-name-cell">
      <span className="leaderboard-name">{standing.dealership}</span>
      {standing.isMine && <span className="dealership-mine-tag">{YOUR_DEALERSHIP}</span>}
      {/* Phones: the salespeople count moves under the name, so the numbers keep to the screen's width. */}
      {!isDesktop && <span className="leaderboard-company">{salespeopleCount(standing.salespeople)}</span>}
    </span>
  );
}

function columns(isDesktop: boolean): TableColumnsType<DealershipStanding> {
  const all: TableColumnsType<DealershipStanding> = [
    {
      key: 'rank',
      title: heading(COLUMN_RANK, SHORT_RANK, isDesktop),
      dataIndex: 'rank',
      width: isDesktop ? 80 : 40,
      render: (rank: number) => <RankBadge rank={rank} />,
    },
    {
      key: 'dealership',
      title: COLUMN_DEALERSHIP,
      render: (_: unknown, standing) => <DealershipCell standing={standing} isDesktop={isDesktop} />,
    },
    {
      key: 'salespeople',
      title: COLUMN_SALESPEOPLE,
      dataIndex: 'salespeople',
      align: 'right',
    },
    {
      key: 'bookings',
      title: heading(COLUMN_BOOKINGS, SHORT_BOOKINGS, isDesktop),
      dataIndex: 'bookings',
      align: 'right',
      width: isDesktop ? undefined : 66,
    },
    {
      key: 'completed',
      title: heading(COLUMN_COMPLETED, SHORT_COMPLETED, isDesktop),
      dataIndex: 'completed',
      align: 'right',
      width: isDesktop ? undefined : 58,
    },
  ];
  return isDesktop ? all : all.filter((column) => column.key !== 'salespeople');
}

function YourDealership({ standing, total }: { standing: DealershipStanding; total: number }) {
  return (
    <div className="leaderboard-you-card" role="group" aria-label={YOUR_DEALERSHIP}>
      <span className="leaderboard-you-icon" aria-hidden>
        <ShopOutlined />
      </span>
      <span className="leaderboard-you-text">
        <span className="leaderboard-you-label">
          {YOUR_DEALERSHIP} · {standing.dealership}
        </span>
        <span className="leaderboard-you-rank">{rankOf(standing.rank, total)}</span>
      </span>
      <span className="leaderboard-you-month">{dealershipMonth(standing.bookings, standing.completed)}</span>
    </div>
  );
}

/** The dealership view of the Leaderboard section (below its header and switch). */
export function DealershipStandings() {
  const standings = useDealershipStandings();
  const isDesktop = useIsDesktop();
  const list = standings.data ?? [];
  const mine = list.find((standing) => standing.isMine) ?? null;
  const empty = standings.isError || (standings.isSuccess && list.length === 0);

  return (
    <>
      {mine && <YourDealership standing={mine} total={list.length} />}
      <Card variant="borderless" className="content-card leaderboard-card">
        {empty ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NO_DEALERSHIP_DATA} className="leaderboard-empty">
            {standings.isError && (
              <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void standings.refetch()}>
                {RETRY}
              </Button>
            )}
          </Empty>
        ) : (
          <Table<DealershipStanding>
            aria-label={DEALERSHIP_TABLE_LABEL}
            className={isDesktop ? 'leaderboard-table dealership-table' : 'leaderboard-table leaderboard-table-compact dealership-table'}
            rowKey={(standing) => standing.dealership}
            columns={columns(isDesktop)}
            dataSource={list}
            loading={standings.isPending}
            pagination={false}
            size={isDesktop ? 'middle' : 'small'}
            scroll={isDesktop ? { x: 'max-content' } : undefined}
            tableLayout={isDesktop ? undefined : 'fixed'}
            rowClassName={(standing) => (standing.isMine ? 'leaderboard-row-self' : '')}
          />
        )}
      </Card>
    </>
  );
}
