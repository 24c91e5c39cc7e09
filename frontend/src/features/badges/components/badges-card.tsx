import { TrophyOutlined } from '@ant-design/icons';
import { BADGES_LOAD_FAILED, BADGES_TITLE, NO_BADGES_YET, earnedOn } from '@tint/libs/texts/badges';
import { RETRY, loadingLabel } from '@tint/libs/texts/common';
import { Empty, Skeleton } from 'antd';
import { ContentCard } from '@/components/content-card';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import { tourTargetAttribute } from '@/lib/tour-targets';
import { formatInstant } from '@/lib/dates';
import { useBadges } from '../api';
import { badgeTitle } from '../badge-display';
import { BadgeEmoji } from './badge-emoji';
import '../badges.css';

/** The dashboard's badges card (SPEC 2.3): every badge earned, newest first. */
export function BadgesCard() {
  const badges = useBadges();

  let body: ReactNode;
  if (badges.isPending) {
    body = (
      <div role="status" aria-label={loadingLabel(BADGES_TITLE)}>
        <Skeleton active avatar={{ size: 44 }} title={{ width: '50%' }} paragraph={{ rows: 1 }} />
      </div>
    );
  } else if (badges.isError) {
    body = <LoadError title={BADGES_LOAD_FAILED} error={badges.error} retryLabel={RETRY} onRetry={() => void badges.refetch()} />;
  } else if (badges.data.length === 0) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NO_BADGES_YET} className="badges-empty" />;
  } else {
    const newestFirst = [...badges.data].sort((a, b) => b.earnedAt.localeCompare(a.earnedAt));
    body = (
      <ul className="badge-list" aria-label={BADGES_TITLE}>
        {newestFirst.map((badge) => (
          <li key={badge.id} className="badge-item">
            <BadgeEmoji emoji={badge.iconEmoji} />
            <span className="badge-text">
              <span className="badge-name">{badgeTitle(badge.badgeName, badge.iconEmoji)}</span>
              <span className="badge-description">{badge.description}</span>
              <span className="badge-earned">{earnedOn(formatInstant(badge.earnedAt))}</span>
            </span>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <ContentCard title={BADGES_TITLE} icon={<TrophyOutlined />} {...tourTargetAttribute('badges')}>
      {body}
    </ContentCard>
  );
}
