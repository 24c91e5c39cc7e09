import { CalendarOutlined, CrownOutlined, DollarOutlined, GiftOutlined, ReloadOutlined, StarOutlined } from '@ant-design/icons';
import type { RewardsData, Tier } from '@tint/libs/api-types';
import { formatAmount, formatMoney } from '@tint/libs/money';
import {
  CASH_BONUS_CENTS,
  CASH_BONUS_EVERY,
  DECEMBER_CHALLENGE_BONUS_CENTS,
  DECEMBER_CHALLENGE_DAYS_REMAINING_TEXT,
  DECEMBER_CHALLENGE_REFERRALS,
  GIFT_CARD_EVERY,
  MONTHLY_STATUSES,
  cashBonusTotalCents,
} from '@tint/libs/rewards';
import { TIER_COLORS, tierFor } from '@tint/libs/tiers';
import { RETRY, loadingLabel } from '@tint/libs/texts/common';
import {
  BONUSES_EARNED,
  BONUS_TOTAL,
  CASH_BONUS_TITLE,
  COMPLETED_LIFETIME,
  COMPLETED_THIS_MONTH,
  DECEMBER_TITLE,
  GIFT_CARDS_EARNED,
  GIFT_CARD_TITLE,
  MONTHLY_BONUS,
  MONTHLY_STATUS_LABELS,
  PER_REFERRAL,
  REWARDS_SUBTITLE,
  STATUS_RESETS,
  STATUS_TITLE,
  TIERS_INTRO,
  TIERS_TITLE,
  VIEW_TIERS,
  YOUR_TIER,
  cashBonusRule,
  cashBonusToGo,
  decemberRule,
  giftCardRule,
  giftCardToGo,
  progressOf,
  statusHeadline,
  statusRangeLabel,
  tierRangeText,
} from '@tint/libs/texts/rewards';
import { SECTION_TITLES } from '@tint/libs/texts/salesperson-app';
import { NO_REWARDS_DATA } from '@tint/libs/validation-messages';
import { Button, Card, Empty, Progress, Skeleton, Tag } from 'antd';
import { ContentCard } from '@/components/content-card';
import { EarnedChallengesCard } from '@/components/earned-challenges';
import { useChallenges } from '@/lib/challenges';
import type { ReactNode } from 'react';
import { SectionHeader } from '@/components/section-header';
import type { SectionNavigate } from '@/lib/sections';
import { useRewards, useTiers } from '../api';
import { monthlyStatusRange, stepProgress, tierRange } from '../reward-display';
import { ChallengeCard } from './challenge-cards';
import '../rewards.css';

const cashBonusAmount = formatMoney(CASH_BONUS_CENTS);

function RewardCard({ title, icon, children, className }: { title: string; icon: ReactNode; children: ReactNode; className?: string }) {
  return (
    <ContentCard title={title} icon={icon} className={className ? `reward-card ${className}` : 'reward-card'}>
      {children}
    </ContentCard>
  );
}

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="reward-stat" role="group" aria-label={label}>
      <span className="reward-stat-value">{value}</span>
      <span className="reward-stat-label">{label}</span>
    </div>
  );
}

function StatusCard({ rewards }: { rewards: RewardsData }) {
  const label = MONTHLY_STATUS_LABELS[rewards.monthlyStatus];
  return (
    <RewardCard title={STATUS_TITLE} icon={<StarOutlined />} className="status-card">
      <div className="status-headline">
        <span className={`status-medal status-medal-${rewards.monthlyStatus}`} aria-hidden>
          <CrownOutlined />
        </span>
        <span className="status-headline-text">
          <span className="status-name">{statusHeadline(label)}</span>
          <span className="status-resets">{STATUS_RESETS}</span>
        </span>
      </div>
      <ul className="status-ranges" aria-label={STATUS_TITLE}>
        {MONTHLY_STATUSES.map((status) => (
          <li
            key={status}
            className={status === rewards.monthlyStatus ? 'status-range status-range-current' : 'status-range'}
            aria-current={status === rewards.monthlyStatus ? 'true' : undefined}
          >
            <span className="status-range-dot" style={{ background: TIER_COLORS[status] }} aria-hidden />
            {statusRangeLabel(MONTHLY_STATUS_LABELS[status], monthlyStatusRange(status))}
          </li>
        ))}
      </ul>
      <div className="reward-stats">
        <Stat label={COMPLETED_THIS_MONTH} value={rewards.monthlyCompletedReferrals} />
        <Stat label={COMPLETED_LIFETIME} value={rewards.lifetimeCompletedReferrals} />
      </div>
    </RewardCard>
  );
}

function CashBonusCard({ rewards }: { rewards: RewardsData }) {
  return (
    <RewardCard title={CASH_BONUS_TITLE} icon={<DollarOutlined />}>
      <p className="reward-rule">{cashBonusRule(cashBonusAmount, CASH_BONUS_EVERY)}</p>
      <Progress
        percent={stepProgress(CASH_BONUS_EVERY, rewards.nextCashBonus)}
        strokeColor="#1f9d55"
        aria-label={CASH_BONUS_TITLE}
        className="reward-progress"
      />
      <p className="reward-to-go">{cashBonusToGo(rewards.nextCashBonus, cashBonusAmount)}</p>
      <div className="reward-stats">
        <Stat label={BONUSES_EARNED} value={rewards.cashBonusesEarned} />
        <Stat label={BONUS_TOTAL} value={formatMoney(cashBonusTotalCents(rewards.monthlyCompletedReferrals))} />
      </div>
    </RewardCard>
  );
}

function GiftCardCard({ rewards }: { rewards: RewardsData }) {
  return (
    <RewardCard title={GIFT_CARD_TITLE} icon={<GiftOutlined />}>
      <p className="reward-rule">{giftCardRule(GIFT_CARD_EVERY)}</p>
      <Progress
        percent={stepProgress(GIFT_CARD_EVERY, rewards.nextGiftCard)}
        strokeColor="#7c3aed"
        aria-label={GIFT_CARD_TITLE}
        className="reward-progress"
      />
      <p className="reward-to-go">{giftCardToGo(rewards.nextGiftCard)}</p>
      <div className="reward-stats">
        <Stat label={GIFT_CARDS_EARNED} value={rewards.giftCardsEarned} />
      </div>
    </RewardCard>
  );
}

function DecemberChallengeCard({ rewards }: { rewards: RewardsData }) {
  const done = Math.min(rewards.monthlyCompletedReferrals, DECEMBER_CHALLENGE_REFERRALS);
  return (
    <RewardCard title={DECEMBER_TITLE} icon={<CalendarOutlined />} className="december-card">
      <p className="reward-rule">{decemberRule(DECEMBER_CHALLENGE_REFERRALS, formatMoney(DECEMBER_CHALLENGE_BONUS_CENTS))}</p>
      <Progress
        percent={Math.round((done / DECEMBER_CHALLENGE_REFERRALS) * 100)}
        strokeColor="#c0392b"
        aria-label={DECEMBER_TITLE}
        className="reward-progress"
      />
      <div className="december-footer">
        <span className="reward-to-go">{progressOf(rewards.monthlyCompletedReferrals, DECEMBER_CHALLENGE_REFERRALS)}</span>
        <Tag color="red" className="december-days">
          {DECEMBER_CHALLENGE_DAYS_REMAINING_TEXT}
        </Tag>
      </div>
    </RewardCard>
  );
}

function TierExplanations({ tiers, current }: { tiers: readonly Tier[]; current: Tier }) {
  return (
    <RewardCard title={TIERS_TITLE} icon={<CrownOutlined />} className="tiers-card">
      <p className="reward-rule">{TIERS_INTRO}</p>
      <ul className="tier-rows" aria-label={TIERS_TITLE}>
        {tiers.map((tier) => (
          <li key={tier.id} className={tier.id === current.id ? 'tier-row tier-row-current' : 'tier-row'}>
            <span className="tier-row-dot" style={{ background: tier.color }} aria-hidden />
            <span className="tier-row-name">
              {tier.name}
              {tier.id === current.id && <Tag color="blue" className="tier-row-tag">{YOUR_TIER}</Tag>}
              <span className="tier-row-range">{tierRangeText(tierRange(tier))}</span>
            </span>
            <span className="tier-row-amount">
              <span className="tier-row-value">{formatAmount(tier.commissionMultiplier)}</span>
              <span className="tier-row-caption">{PER_REFERRAL}</span>
            </span>
            <span className="tier-row-amount">
              <span className="tier-row-value">{formatAmount(tier.monthlyBonus)}</span>
              <span className="tier-row-caption">{MONTHLY_BONUS}</span>
            </span>
          </li>
        ))}
      </ul>
    </RewardCard>
  );
}

type RewardsSectionProps = {
  onNavigate: SectionNavigate;
};

/** SPEC 2.3, Rewards: status, cash bonus and gift card progress, tier explanations, December challenge. */
export function RewardsSection({ onNavigate }: RewardsSectionProps) {
  const rewards = useRewards();
  const tiers = useTiers();
  // Admin-made challenges (issue 20): their cards beside the spec's December card; nothing of them when unreadable.
  const challenges = useChallenges();

  let body: ReactNode;
  if (rewards.isPending) {
    body = (
      <div className="rewards-grid" role="status" aria-label={loadingLabel(SECTION_TITLES.rewards)}>
        {[0, 1, 2, 3].map((card) => (
          <Card key={card} variant="borderless" className="content-card">
            <Skeleton active paragraph={{ rows: 3 }} />
          </Card>
        ))}
      </div>
    );
  } else if (rewards.isError || !rewards.data) {
    body = (
      <Card variant="borderless" className="content-card">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NO_REWARDS_DATA} className="rewards-empty">
          {rewards.isError && (
            <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void rewards.refetch()}>
              {RETRY}
            </Button>
          )}
        </Empty>
      </Card>
    );
  } else {
    const data = rewards.data;
    body = (
      <div className="rewards-grid">
        <StatusCard rewards={data} />
        <CashBonusCard rewards={data} />
        <GiftCardCard rewards={data} />
        <DecemberChallengeCard rewards={data} />
        {challenges.data?.active.map((challenge) => <ChallengeCard key={challenge.id} challenge={challenge} />)}
        {challenges.data && challenges.data.earned.length > 0 && <EarnedChallengesCard earned={challenges.data.earned} className="reward-card" />}
        <TierExplanations tiers={tiers} current={tierFor(data.monthlyCompletedReferrals, tiers)} />
      </div>
    );
  }

  return (
    <>
      <SectionHeader
        title={SECTION_TITLES.rewards}
        subtitle={REWARDS_SUBTITLE}
        actions={
          // The Rewards & Tiers section has no link of its own in the switcher (SPEC 2.3).
          <Button icon={<CrownOutlined aria-hidden />} onClick={() => onNavigate('tiers')}>
            {VIEW_TIERS}
          </Button>
        }
      />
      {body}
    </>
  );
}
