// SPEC 2.3: the salesperson app has no URL routes, only a section switcher.

export type SectionId =
  | 'dashboard'
  | 'tint-match'
  | 'calendar'
  | 'leaderboard'
  | 'rewards'
  | 'payouts'
  | 'disclaimers'
  | 'tiers';

/** Every section screen receives this to move to another section (e.g. Completed Services -> payouts). */
export type SectionNavigate = (section: SectionId) => void;

export const sectionTitles: Record<SectionId, string> = {
  dashboard: 'Dashboard',
  'tint-match': 'Tint Match',
  calendar: 'Book Appointment',
  leaderboard: 'Leaderboard',
  rewards: 'Rewards',
  payouts: 'Payout Details',
  disclaimers: 'Referrals & Disclaimers',
  tiers: 'Rewards & Tiers',
};

export type NavSectionId = Extract<SectionId, 'dashboard' | 'tint-match' | 'calendar' | 'leaderboard' | 'rewards'>;

export type NavItem = {
  id: NavSectionId;
  /** Top tab label on desktop. */
  desktopLabel: string;
  /** Bottom bar label on mobile. */
  mobileLabel: string;
};

export const navItems: readonly NavItem[] = [
  { id: 'dashboard', desktopLabel: 'Dashboard', mobileLabel: 'Dashboard' },
  { id: 'tint-match', desktopLabel: 'Tint Match', mobileLabel: 'Match' },
  { id: 'calendar', desktopLabel: 'Book Appointment', mobileLabel: 'Book' },
  { id: 'leaderboard', desktopLabel: 'Leaderboard', mobileLabel: 'Ranks' },
  { id: 'rewards', desktopLabel: 'Rewards', mobileLabel: 'Rewards' },
];

/** The nav item a section belongs to: Payout Details and the disclaimers open from the dashboard. */
export function navSectionOf(section: SectionId): NavSectionId {
  switch (section) {
    case 'payouts':
    case 'disclaimers':
      return 'dashboard';
    case 'tiers':
      return 'rewards';
    default:
      return section;
  }
}
