// The salesperson's active challenges on Rewards (issue 20): one card each, beside the spec's December card, with the
// rule, a progress bar, 'x of N bookings', the reward and the real days remaining; a completed one says so and what
// it earned.
import { CheckCircleFilled, TrophyOutlined } from '@ant-design/icons';
import type { ChallengeProgress } from '@tint/libs/api-types';
import { challengePercent } from '@tint/libs/challenges';
import { formatAmount } from '@tint/libs/money';
import { CHALLENGE_COMPLETED_TAG, challengeEarnedText, challengeProgressText, challengeRule, daysRemainingText, rewardText } from '@tint/libs/texts/challenges';
import { Progress, Tag } from 'antd';
import { ContentCard } from '@/components/content-card';

export function ChallengeCard({ challenge }: { challenge: ChallengeProgress }) {
  const reward = rewardText(challenge.rewardType, formatAmount(challenge.rewardAmount), challenge.rewardDescription);
  return (
    <ContentCard title={challenge.name} icon={<TrophyOutlined />} className="reward-card challenge-card" aria-label={challenge.name}>
      <p className="reward-rule">{challengeRule(challenge.metric, challenge.target, reward)}</p>
      <Progress
        percent={challengePercent(challenge.progress, challenge.target)}
        status={challenge.completed ? 'success' : 'active'}
        strokeColor={challenge.completed ? undefined : '#0b5cab'}
        aria-label={challenge.name}
        className="reward-progress"
      />
      <div className="december-footer">
        <span className="reward-to-go">{challengeProgressText(challenge.metric, challenge.progress, challenge.target)}</span>
        <Tag color="blue" className="december-days">
          {daysRemainingText(challenge.daysRemaining)}
        </Tag>
      </div>
      {challenge.completed && (
        <div className="challenge-earned">
          <Tag color="green" icon={<CheckCircleFilled aria-hidden />}>
            {CHALLENGE_COMPLETED_TAG}
          </Tag>
          <span>{challengeEarnedText(reward)}</span>
        </div>
      )}
    </ContentCard>
  );
}
