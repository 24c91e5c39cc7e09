/**
 * Showroom screens (issue 20, part 4): a TV in a dealership's showroom shows this month's leaderboard, the dealership
 * standings and the active challenges at `/tv/<token>`, with no sign-in: the token an admin made for that screen is
 * the key, and revoking it turns the screen off. Paths, limits and the wire types, shared by the server and the page.
 */

/** The admin's screens: GET (the list), POST (a new screen: its token, once); DELETE `/{id}` revokes one. */
export const TV_TOKENS_PATH = '/api/admin/tv-tokens';
/** GET `/api/tv/<token>`: what the screen shows (no sign-in; an unknown or revoked token is a 404). */
export const TV_BOARD_PATH = '/api/tv';
/** The page a screen opens: `/tv/<token>`. */
export const TV_PAGE_PREFIX = '/tv';
export const tvPagePath = (token: string): string => `${TV_PAGE_PREFIX}/${token}`;

/** The longest name of a screen ("Maui Toyota showroom"). */
export const TV_SCREEN_NAME_MAX = 60;
/** How many salespeople a screen lists: the top of the month's leaderboard. */
export const TV_LEADERBOARD_SIZE = 10;
/** A screen that lost its live stream still reads its board this often. */
export const TV_REFRESH_MS = 60_000;

/** A token: 32 random bytes, base64url (43 characters). A string of another shape is answered like an unknown token. */
export const TV_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const isTvTokenShape = (value: unknown): value is string => typeof value === 'string' && TV_TOKEN_PATTERN.test(value);

/** GET /api/admin/tv-tokens: one screen. The token itself is never listed (only its hash is kept). */
export interface TvScreen {
  id: string;
  name: string;
  /** When the admin made it (ISO-8601 UTC). */
  createdAt: string;
}

/** POST /api/admin/tv-tokens: the name of the screen. */
export interface CreateTvScreenRequest {
  name: string;
}

/** POST /api/admin/tv-tokens's answer: the screen, with its token and page path, shown this once. */
export interface CreatedTvScreen extends TvScreen {
  token: string;
  /** `/tv/<token>`: the page to open on the screen. */
  path: string;
}

/** One salesperson on a screen: masked for everyone ("Jane S."), no id, no email. */
export interface TvLeaderboardEntry {
  rank: number;
  /** First name and last initial. */
  name: string;
  dealership: string;
  /** Booked this month. */
  bookings: number;
  /** Marked serviced this month. */
  completed: number;
}

/** One dealership on a screen (the standings of GET /api/leaderboard/dealerships, nobody's own marked). */
export interface TvDealershipStanding {
  rank: number;
  dealership: string;
  bookings: number;
  completed: number;
  salespeople: number;
}

/** An active challenge as a screen shows it. */
export interface TvChallenge {
  name: string;
  /** What counts towards it. */
  metric: 'bookings' | 'completed';
  target: number;
  /** The prize, as words ("$300", "Gift card"). */
  reward: string;
  /** The last day (YYYY-MM-DD, business time zone). */
  endDate: string;
  daysRemaining: number;
}

/** GET /api/tv/<token>. */
export interface TvBoard {
  /** The screen's name, as the admin gave it. */
  screenName: string;
  /** The month shown, in words ("November 2026"). */
  month: string;
  /** When the server read it (ISO-8601 UTC). */
  generatedAt: string;
  /** The top TV_LEADERBOARD_SIZE salespeople, in the leaderboard's order. */
  leaderboard: TvLeaderboardEntry[];
  /** Every dealership with salespeople, ranked. */
  dealerships: TvDealershipStanding[];
  /** The admin-made challenges running now, whoever may take part in them, soonest end first. */
  challenges: TvChallenge[];
}
