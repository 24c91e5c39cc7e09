// Texts of the app shell that neither the spec nor libs/src/validation-messages.ts gives (our wording).

/** Sections whose screens later issues build (leaderboard, rewards, payouts, tiers) show this meanwhile. */
export const SECTION_BEING_PREPARED = 'This section is being prepared and will be available soon.';
export const BACK_TO_DASHBOARD = 'Back to Dashboard';
