/**
 * Texts of the showroom screens (issue 20, part 4): the full-screen board at /tv/<token>, and the admin's Showroom
 * screens card. The server's messages (the token not valid, the name's validation) are here too, beside their page.
 * Our wording.
 */
import { TV_SCREEN_NAME_MAX } from '../tv.js';

// ---- The server's answers ----
/** 404 for GET /api/tv/<token> and for a screen's stream: an unknown, revoked or malformed token. */
export const TV_TOKEN_INVALID = 'This showroom screen link is not valid or has been turned off. Ask an admin for a new link.';
/** 404 for DELETE /api/admin/tv-tokens/{id}. */
export const TV_SCREEN_NOT_FOUND = 'Showroom screen not found.';
export const TV_SCREEN_NAME_REQUIRED = 'Enter a name for the screen';
export const TV_SCREEN_NAME_NOT_TEXT = 'The screen name must be text.';
export const TV_SCREEN_NAME_TOO_LONG = `The screen name can be at most ${String(TV_SCREEN_NAME_MAX)} characters.`;

// ---- The board (/tv/<token>) ----
export const TV_PAGE_TITLE = 'Showroom leaderboard';
export const TV_LEADERBOARD_TITLE = 'Top salespeople this month';
export const TV_LEADERBOARD_LABEL = 'Top salespeople this month';
export const TV_DEALERSHIPS_TITLE = 'Dealership standings';
export const TV_DEALERSHIPS_LABEL = 'Dealership standings this month';
export const TV_CHALLENGES_TITLE = 'Active challenges';
export const TV_NO_CHALLENGES = 'No challenges running right now. Stay tuned!';
export const TV_NO_LEADERBOARD = 'No bookings yet this month. The first one takes the top spot!';
export const TV_NO_DEALERSHIPS = 'No dealership standings yet.';
export const TV_COLUMNS = {
  rank: 'Rank',
  name: 'Salesperson',
  dealership: 'Dealership',
  bookings: 'Booked',
  completed: 'Completed',
} as const;
export const tvUpdatedAt = (time: string) => `Updated ${time}`;
export const tvMonthHeading = (month: string) => `${month} standings`;
export const TV_LOADING = 'Loading the showroom leaderboard';
/** The full-screen message for a link that opens nothing. */
export const TV_INVALID_TITLE = 'This screen is turned off';
/** A read that failed for another reason: the page keeps trying by itself. */
export const TV_UNAVAILABLE_TITLE = 'The leaderboard is not available right now';
export const TV_UNAVAILABLE_TEXT = 'This screen tries again by itself in a minute.';
export const TV_CHALLENGE_METRICS = { bookings: 'bookings', completed: 'completed services' } as const;
const TV_CHALLENGE_METRIC_ONE = { bookings: 'booking', completed: 'completed service' } as const;
export const tvChallengeGoal = (target: number, metric: keyof typeof TV_CHALLENGE_METRICS, reward: string) =>
  `${String(target)} ${(target === 1 ? TV_CHALLENGE_METRIC_ONE : TV_CHALLENGE_METRICS)[metric]} for ${reward}`;
/** A challenge's prize on the screen: the cash amount, or the gift card's worth and what it is ("$50.00 gift card: Maui Coffee"). */
export const tvChallengeReward = (rewardType: 'cash' | 'gift_card', amount: string, description: string | null) =>
  rewardType === 'cash' ? amount : `${amount} gift card${description ? `: ${description}` : ''}`;
export const tvDaysRemaining = (days: number) => (days === 1 ? '1 day left' : `${String(days)} days left`);
export const tvBookingsCount = (count: number) => `${String(count)} booked`;
export const tvCompletedCount = (count: number) => `${String(count)} completed`;

// ---- The admin's card (Users tab) ----
export const TV_SCREENS_TITLE = 'Showroom screens';
export const TV_SCREENS_INTRO =
  "A showroom TV shows this month's top salespeople (first name and last initial only), the dealership standings and the active challenges, updating by itself. Open a screen's link on the TV; revoke it to turn the screen off.";
export const TV_SCREEN_NAME_LABEL = 'Screen name';
export const TV_SCREEN_NAME_PLACEHOLDER = 'e.g. Maui Toyota showroom';
export const TV_ADD_SCREEN = 'Add screen';
export const TV_ADDING_SCREEN = 'Adding...';
export const TV_NEW_LINK_TITLE = 'Screen added: open this link on the TV';
export const TV_NEW_LINK_TEXT = 'The link is shown only now. Copy it before you close this notice; if it is lost, revoke the screen and add a new one.';
export const TV_NEW_LINK_LABEL = 'Link of the new screen';
export const TV_COPY_LINK = 'Copy link';
export const TV_LINK_COPIED = 'Link copied';
export const TV_COPY_FAILED = 'Could not copy. Select the link and copy it by hand.';
export const TV_DISMISS_LINK = 'Close the new link';
export const TV_NO_SCREENS = 'No showroom screens yet';
export const TV_COLUMN_SCREEN = 'Screen';
export const TV_COLUMN_ADDED = 'Added';
export const TV_REVOKE = 'Revoke';
export const tvRevokeLabel = (name: string) => `Revoke ${name}`;
export const TV_REVOKE_CONFIRM = 'Revoke this screen? Its link stops working at once.';
export const TV_REVOKE_OK = 'Revoke';
export const TV_KEEP = 'Keep';
export const TV_REVOKED = 'The screen was revoked.';
export const TV_SCREENS_LOAD_FAILED = 'Could not load the showroom screens.';
export const TV_CREATE_FAILED = 'Could not add the screen.';
export const TV_REVOKE_FAILED = 'Could not revoke the screen.';
export const tvAddedOn = (date: string) => `Added ${date}`;
