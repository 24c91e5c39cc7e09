// The section switcher's items: the desktop tabs and the phone bottom bar list the same five sections.
import { NAV_MOBILE_LABELS, SECTION_TITLES } from '@tint/libs/texts/salesperson-app';
import type { NavSectionId, SectionId } from '@/lib/sections';

export type NavItem = {
  id: NavSectionId;
  /** Top tab label on desktop: the section's title. */
  desktopLabel: string;
  /** Bottom bar label on mobile. */
  mobileLabel: string;
};

const NAV_SECTIONS: readonly NavSectionId[] = ['dashboard', 'tint-match', 'calendar', 'leaderboard', 'rewards'];

export const navItems: readonly NavItem[] = NAV_SECTIONS.map((id) => ({
  id,
  desktopLabel: SECTION_TITLES[id],
  mobileLabel: NAV_MOBILE_LABELS[id],
}));

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
