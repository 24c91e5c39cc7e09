import type { Badge } from '@tint/libs/api-types';
import { NEW_BADGES_LIST_LABEL, NEW_BADGE_DISMISS, NEW_BADGE_INTRO, NEW_BADGE_TITLE } from '@tint/libs/texts/badges';
import { CelebrationModal } from '@/components/celebration-modal';
import { badgeTitle } from '../badge-display';
import { BadgeEmoji } from './badge-emoji';
import '../badges.css';

type NewBadgeModalProps = {
  badges: readonly Badge[];
  /** False while something else (the guided tour) holds the screen; the badges wait. */
  allowed: boolean;
  onClose: () => void;
};

/** The pop-up celebrating each newly earned badge (SPEC 2.3, "Guided tour"). */
export function NewBadgeModal({ badges, allowed, onClose }: NewBadgeModalProps) {
  return (
    <CelebrationModal
      open={allowed && badges.length > 0}
      title={NEW_BADGE_TITLE(badges.length)}
      intro={NEW_BADGE_INTRO}
      introClassName="new-badge-intro"
      dismissText={NEW_BADGE_DISMISS}
      rootClassName="new-badge-modal"
      onClose={onClose}
    >
      {/* It scrolls when long: focusable, so a keyboard can scroll it too. */}
      <ul className="new-badge-list" aria-label={NEW_BADGES_LIST_LABEL} tabIndex={0}>
        {badges.map((badge) => (
          <li key={badge.id} className="new-badge-item">
            <BadgeEmoji emoji={badge.iconEmoji} size="large" />
            <span className="new-badge-text">
              <span className="new-badge-name">{badgeTitle(badge.badgeName, badge.iconEmoji)}</span>
              <span className="new-badge-description">{badge.description}</span>
            </span>
          </li>
        ))}
      </ul>
    </CelebrationModal>
  );
}
