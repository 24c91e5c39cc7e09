import { CheckCircleFilled, LockOutlined, ReloadOutlined, UnlockOutlined } from '@ant-design/icons';
import type { Tier } from '@tint/libs/api-types';
import { formatAmount } from '@tint/libs/money';
import type { TierState } from '@tint/libs/tiers';
import { tierFor, tierStateFor, tierStateLabel } from '@tint/libs/tiers';
import { RETRY, loadingLabel } from '@tint/libs/texts/common';
import {
  BACK_TO_REWARDS,
  CURRENT_TIER,
  MONTHLY_BONUS,
  PAYOUT,
  PER_REFERRAL,
  TIERS_SUBTITLE,
  tierRangeText,
} from '@tint/libs/texts/rewards';
import { SECTION_TITLES } from '@tint/libs/texts/salesperson-app';
import { NO_REWARDS_DATA } from '@tint/libs/validation-messages';
import { Alert, Button, Card, Skeleton, Tag } from 'antd';
import type { ReactNode } from 'react';
import { SectionHeader } from '@/components/section-header';
import type { SectionNavigate } from '@/lib/sections';
import { useRewards, useTiers } from '../api';
import { capitalize, tierRange } from '../reward-display';
import '../rewards.css';

const stateIcons: Record<TierState, ReactNode> = {
  completed: <CheckCircleFilled aria-hidden />,
  unlockable: <UnlockOutlined aria-hidden />,
  locked: <LockOutlined aria-hidden />,
};

const stateColors: Record<TierState, string> = {
  completed: 'green',
  unlockable: 'blue',
  locked: 'default',
};

type TierCardProps = {
  tier: Tier;
  tiers: readonly Tier[];
  /** Completed referrals this month; null while unknown (then no state is shown). */
  completed: number | null;
};

function TierCard({ tier, tiers, completed }: TierCardProps) {
  const status = completed === null ? null : tierStateFor(tier, completed, tiers);
  const isCurrent = completed !== null && tierFor(completed, tiers).id === tier.id;
  const classes = ['content-card', 'tier-card', `tier-card-${status?.state ?? 'unknown'}`, isCurrent ? 'tier-card-current' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <Card variant="borderless" className={classes} style={{ borderTopColor: tier.color }}>
      <article aria-label={tier.name} className="tier-card-body">
        <div className="tier-card-top">
          <h2 className="tier-card-name">
            <span className="tier-row-dot" style={{ background: tier.color }} aria-hidden />
            {tier.name}
          </h2>
          {isCurrent && <Tag color="blue">{CURRENT_TIER}</Tag>}
        </div>
        <p className="tier-card-range">{tierRangeText(tierRange(tier))}</p>
        <dl className="tier-card-facts">
          <div>
            <dt>{PER_REFERRAL}</dt>
            <dd>{formatAmount(tier.commissionMultiplier)}</dd>
          </div>
          <div>
            <dt>{MONTHLY_BONUS}</dt>
            <dd>{formatAmount(tier.monthlyBonus)}</dd>
          </div>
          <div>
            <dt>{PAYOUT}</dt>
            <dd>{capitalize(tier.payoutFrequency)}</dd>
          </div>
        </dl>
        {/* The current tier says so, and only that: 'Completed' beside it read as two states (issue 14). */}
        {status && !isCurrent && (
          <Tag color={stateColors[status.state]} icon={stateIcons[status.state]} className="tier-state">
            {tierStateLabel(status)}
          </Tag>
        )}
      </article>
    </Card>
  );
}

type TiersSectionProps = {
  onNavigate: SectionNavigate;
};

/** SPEC 2.3, Tiers screen: every tier as Completed, 'N more to unlock' or Locked, by completed referrals this month. */
export function TiersSection({ onNavigate }: TiersSectionProps) {
  const rewards = useRewards();
  const tiers = useTiers();
  const completed = rewards.data ? rewards.data.monthlyCompletedReferrals : null;

  return (
    <>
      <SectionHeader
        title={SECTION_TITLES.tiers}
        subtitle={TIERS_SUBTITLE}
        back={{ label: BACK_TO_REWARDS, onClick: () => onNavigate('rewards') }}
      />
      {rewards.isError && (
        <Alert
          type="warning"
          showIcon
          className="tiers-alert"
          title={NO_REWARDS_DATA}
          action={
            <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={() => void rewards.refetch()}>
              {RETRY}
            </Button>
          }
        />
      )}
      {rewards.isPending ? (
        <div className="tier-grid" role="status" aria-label={loadingLabel(SECTION_TITLES.tiers)}>
          {tiers.map((tier) => (
            <Card key={tier.id} variant="borderless" className="content-card">
              <Skeleton active paragraph={{ rows: 3 }} />
            </Card>
          ))}
        </div>
      ) : (
        <div className="tier-grid">
          {tiers.map((tier) => (
            <TierCard key={tier.id} tier={tier} tiers={tiers} completed={completed} />
          ))}
        </div>
      )}
    </>
  );
}
