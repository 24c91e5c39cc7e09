// SPEC 2.3: the salesperson app has no URL routes, only a section switcher in the app shell. What a
// section screen needs of it lives here, so a feature never imports the shell: the section ids and the
// callback that moves to another section. The titles and labels are in '@tint/libs/texts/salesperson-app'.

export const SECTION_IDS = ['dashboard', 'tint-match', 'calendar', 'leaderboard', 'rewards', 'payouts', 'disclaimers', 'tiers'] as const;

export type SectionId = (typeof SECTION_IDS)[number];

/** For a section read back from the browser (a history entry, sessionStorage), which may be anything. */
export function isSectionId(value: unknown): value is SectionId {
  return typeof value === 'string' && (SECTION_IDS as readonly string[]).includes(value);
}

/** Every section screen receives this to move to another section (e.g. Completed Services -> payouts). */
export type SectionNavigate = (section: SectionId) => void;

/** The sections the tabs and the bottom bar list; the others open from one of them. */
export type NavSectionId = Extract<SectionId, 'dashboard' | 'tint-match' | 'calendar' | 'leaderboard' | 'rewards'>;
