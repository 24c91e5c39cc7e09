/** Badge texts of the dashboard card and the new-badge pop-up (our wording); the badge names are in '../badges.js'. */

export const BADGES_TITLE = 'Badges';
export const NO_BADGES_YET = 'No badges yet — complete referrals to earn them.';
export const BADGES_LOAD_FAILED = 'Could not load your badges.';

export const NEW_BADGE_TITLE = (count: number) => (count === 1 ? 'New badge earned!' : `${String(count)} new badges earned!`);
export const NEW_BADGE_INTRO = 'Congratulations — keep the referrals coming!';
export const NEW_BADGE_DISMISS = 'Awesome!';
export const NEW_BADGES_LIST_LABEL = 'New badges';

export const earnedOn = (when: string) => `Earned ${when}`;
