import type { Badge } from '@tint/libs/api-types';
import { NEW_BADGES_LIST_LABEL, NEW_BADGE_DISMISS, NEW_BADGE_INTRO, NEW_BADGE_TITLE } from '@tint/libs/texts/badges';
import { Button, Modal, Typography } from 'antd';
import { useCloseOnBack } from '@/hooks/use-close-on-back';
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
  const open = allowed && badges.length > 0;
  useCloseOnBack(open, onClose);
  return (
    <Modal
      open={open}
      title={NEW_BADGE_TITLE(badges.length)}
      onCancel={onClose}
      centered
      width={420}
      rootClassName="new-badge-modal"
      footer={
        <Button type="primary" block size="large" onClick={onClose}>
          {NEW_BADGE_DISMISS}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary" className="new-badge-intro">
        {NEW_BADGE_INTRO}
      </Typography.Paragraph>
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
    </Modal>
  );
}
