// The challenge rewards a salesperson earned (issue 20), newest first: on Rewards and on Payout Details. Each shows the
// challenge as it was when completed, the reward and when it was earned. Paid separately from commissions (a later
// issue pays them), as the note says.
import { TrophyOutlined } from '@ant-design/icons';
import type { EarnedChallengeReward } from '@tint/libs/api-types';
import { formatAmount } from '@tint/libs/money';
import { EARNED_CHALLENGES_NOTE, EARNED_CHALLENGES_TITLE, EARNED_TAG, NO_EARNED_CHALLENGES, goalText, rewardText } from '@tint/libs/texts/challenges';
import { earnedOn } from '@tint/libs/texts/badges';
import { Empty, Tag } from 'antd';
import { formatInstantDate } from '@/lib/dates';
import { ContentCard } from './content-card';
import './earned-challenges.css';

export function EarnedChallengesCard({ earned, className }: { earned: readonly EarnedChallengeReward[]; className?: string }) {
  return (
    <ContentCard title={EARNED_CHALLENGES_TITLE} icon={<TrophyOutlined />} className={className}>
      {earned.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NO_EARNED_CHALLENGES} />
      ) : (
        <ul className="earned-challenge-list" aria-label={EARNED_CHALLENGES_TITLE}>
          {earned.map((reward) => (
            <li key={reward.id} className="earned-challenge">
              <span className="earned-challenge-body">
                <span className="earned-challenge-name">{reward.challengeName}</span>
                <span className="earned-challenge-meta">
                  {goalText(reward.metric, reward.target)} · {earnedOn(formatInstantDate(reward.earnedAt))}
                </span>
              </span>
              <span className="earned-challenge-aside">
                <span className="earned-challenge-amount">{rewardText(reward.rewardType, formatAmount(reward.rewardAmount), reward.rewardDescription)}</span>
                <Tag color="green">{EARNED_TAG}</Tag>
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="earned-challenge-note">{EARNED_CHALLENGES_NOTE}</p>
    </ContentCard>
  );
}
