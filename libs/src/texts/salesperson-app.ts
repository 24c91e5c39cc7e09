/**
 * The salesperson app's shell (SPEC 2.3): the section titles, the labels of the section switcher and
 * the header. The desktop tabs read the section titles; the phone's bottom bar has short labels.
 */

/** SPEC 2.3: every section's title, word for word. */
export const SECTION_TITLES = {
  dashboard: 'Dashboard',
  'tint-match': 'Tint Match',
  calendar: 'Book Appointment',
  leaderboard: 'Leaderboard',
  rewards: 'Rewards',
  payouts: 'Payout Details',
  disclaimers: 'Referrals & Disclaimers',
  tiers: 'Rewards & Tiers',
} as const;

/** SPEC 2.3: the mobile bottom bar reads Dashboard, Match, Book, Ranks, Rewards. */
export const NAV_MOBILE_LABELS = {
  dashboard: 'Dashboard',
  'tint-match': 'Match',
  calendar: 'Book',
  leaderboard: 'Ranks',
  rewards: 'Rewards',
} as const;

// ---- Our wording ----
/** The bottom bar's accessible name. */
export const SECTIONS_NAV_LABEL = 'Sections';
export const HEADER_PRODUCT = 'Referral Portal';
export const BACK_TO_DASHBOARD = 'Back to Dashboard';
