import { TrophyFilled } from '@ant-design/icons';
import type { EarnedChallengeReward } from '@tint/libs/api-types';
import { formatAmount } from '@tint/libs/money';
import { CHALLENGE_POPUP_DISMISS, CHALLENGE_POPUP_INTRO, CHALLENGE_POPUP_TITLE, EARNED_CHALLENGES_TITLE, challengeEarnedText, goalText, rewardText } from '@tint/libs/texts/challenges';
import { CelebrationModal } from '@/components/celebration-modal';
import '../challenges.css';

type ChallengeCompletedModalProps = {
  completions: readonly EarnedChallengeReward[];
  /** False while something else (the guided tour, a badge's pop-up) holds the screen; the completions wait. */
  allowed: boolean;
  onClose: () => void;
};

/** The pop-up announcing each newly completed challenge and its reward (issue 20), like the new-badge pop-up. */
export function ChallengeCompletedModal({ completions, allowed, onClose }: ChallengeCompletedModalProps) {
  return (
    <CelebrationModal
      open={allowed && completions.length > 0}
      title={CHALLENGE_POPUP_TITLE(completions.length)}
      intro={CHALLENGE_POPUP_INTRO}
      dismissText={CHALLENGE_POPUP_DISMISS}
      rootClassName="challenge-completed-modal"
      onClose={onClose}
    >
      <ul className="challenge-completed-list" aria-label={EARNED_CHALLENGES_TITLE} tabIndex={0}>
        {completions.map((completion) => (
          <li key={completion.id} className="challenge-completed-item">
            <span className="challenge-completed-icon" aria-hidden>
              <TrophyFilled />
            </span>
            <span className="challenge-completed-text">
              <span className="challenge-completed-name">{completion.challengeName}</span>
              <span className="challenge-completed-goal">{goalText(completion.metric, completion.target)}</span>
              <span className="challenge-completed-reward">{challengeEarnedText(rewardText(completion.rewardType, formatAmount(completion.rewardAmount), completion.rewardDescription))}</span>
            </span>
          </li>
        ))}
      </ul>
    </CelebrationModal>
  );
}
