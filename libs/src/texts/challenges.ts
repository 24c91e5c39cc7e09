/**
 * Texts of challenges (issue 20, part 2): the admin's Challenges page, the salesperson's challenge cards on Rewards,
 * the earned rewards on Payout Details, the bell's notice and the pop-up, and the messages the server sends. Our
 * wording. Kept out of '../validation-messages.js', which the landing page imports.
 */

// ---- Messages the server sends (400 / 404 / 409) ----
export const CHALLENGE_NAME_REQUIRED = 'Challenge name is required';
export const CHALLENGE_NAME_TOO_LONG = 'Challenge name must be at most 80 characters';
export const CHALLENGE_METRIC_INVALID = 'Metric must be bookings or completed services';
export const CHALLENGE_TARGET_INVALID = 'Target must be a whole number from 1 to 1000';
export const CHALLENGE_REWARD_TYPE_INVALID = 'Reward must be cash or a gift card';
export const CHALLENGE_REWARD_AMOUNT_INVALID = 'Reward amount must be between $0.01 and $10,000.00';
export const CHALLENGE_REWARD_DESCRIPTION_TOO_LONG = 'Gift card description must be at most 80 characters';
export const CHALLENGE_START_INVALID = 'Start date must be a date (YYYY-MM-DD)';
export const CHALLENGE_END_INVALID = 'End date must be a date (YYYY-MM-DD)';
export const CHALLENGE_END_BEFORE_START = 'End date must be on or after the start date';
export const CHALLENGE_TOO_LONG = 'A challenge can run at most 366 days';
export const CHALLENGE_END_PAST = 'End date must be today or later';
export const CHALLENGE_START_TOO_FAR = 'Start date must be within a year from today';
export const CHALLENGE_ELIGIBILITY_INVALID = 'Who takes part must be everyone or chosen dealerships';
export const CHALLENGE_DEALERSHIPS_INVALID = 'Choose dealerships from the dealership list';
export const CHALLENGE_DEALERSHIPS_REQUIRED = 'Choose at least one dealership';
export const CHALLENGE_NOT_FOUND = 'Challenge not found';
export const CHALLENGE_EXISTS = 'Challenge already exists';
export const CHALLENGE_ENDED = 'This challenge has ended and can no longer be changed';
export const CHALLENGE_PATCH_EMPTY = 'Nothing to change';
export const CHALLENGE_END_ALONE = 'Ending a challenge takes no other change';
export const CHALLENGE_STATUS_INVALID = "Status can only be set to 'ended'";
export const CHALLENGES_LOAD_FAILED = 'Failed to load challenges.';
export const CHALLENGE_SAVE_FAILED = 'Failed to save the challenge.';
export const CHALLENGE_END_FAILED = 'Failed to end the challenge.';
export const CHALLENGE_DELETE_FAILED = 'Failed to delete the challenge.';

// ---- Admin: the Challenges page ----
export const CHALLENGES_TITLE = 'Challenges';
export const CHALLENGES_INTRO = 'Time-boxed contests: a target of bookings or completed services between two dates (Hawaii time) earns a reward.';
export const NEW_CHALLENGE = 'New challenge';
export const EDIT_CHALLENGE = 'Edit challenge';
export const CREATE_CHALLENGE = 'Create challenge';
export const SAVE_CHALLENGE = 'Save changes';
export const SAVING_CHALLENGE = 'Saving...';
export const NO_CHALLENGES = 'No challenges yet';
export const CHALLENGE_NAME_LABEL = 'Name';
export const CHALLENGE_NAME_PLACEHOLDER = 'e.g. Holiday booking sprint';
export const CHALLENGE_METRIC_LABEL = 'Counts';
export const CHALLENGE_TARGET_LABEL = 'Target';
export const CHALLENGE_REWARD_LABEL = 'Reward';
export const CHALLENGE_REWARD_AMOUNT_LABEL = 'Amount ($)';
export const CHALLENGE_REWARD_DESCRIPTION_LABEL = 'Gift card (optional)';
export const CHALLENGE_REWARD_DESCRIPTION_PLACEHOLDER = 'e.g. Maui Coffee';
export const CHALLENGE_DATES_LABEL = 'Dates (Hawaii time)';
export const CHALLENGE_START_PLACEHOLDER = 'First day';
export const CHALLENGE_END_PLACEHOLDER = 'Last day';
export const CHALLENGE_DATES_REQUIRED = 'Choose the first and the last day';
export const CHALLENGE_ELIGIBILITY_LABEL = 'Who takes part';
export const CHALLENGE_DEALERSHIPS_LABEL = 'Dealerships';
export const CHALLENGE_DEALERSHIPS_PLACEHOLDER = 'Choose dealerships';
export const METRIC_LABELS = { bookings: 'Bookings', completed_services: 'Completed services' } as const;
export const REWARD_TYPE_LABELS = { cash: 'Cash', gift_card: 'Gift card' } as const;
export const ELIGIBILITY_LABELS = { everyone: 'Everyone', dealerships: 'Chosen dealerships' } as const;
export const STATUS_LABELS = { upcoming: 'Upcoming', active: 'Active', ended: 'Ended' } as const;
export const COLUMN_CHALLENGE = 'Challenge';
export const COLUMN_GOAL = 'Goal';
export const COLUMN_REWARD = 'Reward';
export const COLUMN_DATES = 'Dates';
export const COLUMN_WHO = 'Who';
export const COLUMN_COMPLETED = 'Completed';
export const COLUMN_STATUS = 'Status';
export const EDIT = 'Edit';
export const END_CHALLENGE = 'End';
export const DELETE_CHALLENGE = 'Delete';
export const END_CHALLENGE_CONFIRM = 'End this challenge now? Nobody can complete it after this; rewards already earned stay earned.';
export const END_CHALLENGE_OK = 'End challenge';
export const DELETE_CHALLENGE_CONFIRM = 'Delete this challenge? It disappears from every list; rewards already earned stay earned.';
export const DELETE_CHALLENGE_OK = 'Delete challenge';
export const KEEP_CHALLENGE = 'Keep it';
export const CHALLENGE_CREATED = 'Challenge created.';
export const CHALLENGE_SAVED = 'Challenge saved.';
export const CHALLENGE_ENDED_NOTICE = 'Challenge ended.';
export const CHALLENGE_DELETED = 'Challenge deleted.';
export const BACK_TO_DASHBOARD = 'Back to the dashboard';
/** The row buttons' accessible names. */
export const editChallengeLabel = (name: string) => `${EDIT} ${name}`;
export const endChallengeLabel = (name: string) => `${END_CHALLENGE} ${name}`;
export const deleteChallengeLabel = (name: string) => `${DELETE_CHALLENGE} ${name}`;
/** 'Everyone' or 'Maui Toyota, Aloha Kia'. */
export const whoTakesPart = (dealerships: readonly string[]) => (dealerships.length === 0 ? ELIGIBILITY_LABELS.everyone : dealerships.join(', '));

// ---- Salesperson: Rewards cards, Payout Details, bell, pop-up ----
const metricWord = (metric: 'bookings' | 'completed_services', count: number) =>
  metric === 'bookings' ? (count === 1 ? 'booking' : 'bookings') : count === 1 ? 'completed service' : 'completed services';
/** '5 bookings' / '1 completed service'. */
export const goalText = (metric: 'bookings' | 'completed_services', target: number) => `${String(target)} ${metricWord(metric, target)}`;
/** '1 of 2 bookings'. */
export const challengeProgressText = (metric: 'bookings' | 'completed_services', progress: number, target: number) =>
  `${String(progress)} of ${String(target)} ${metricWord(metric, target)}`;
/** The real days remaining (0 on the last day). */
export const daysRemainingText = (daysLeft: number) => (daysLeft === 0 ? 'Last day' : `${String(daysLeft)} ${daysLeft === 1 ? 'day' : 'days'} remaining`);
export const startsOnText = (date: string) => `Starts ${date}`;
/** '$50.00' / '$25.00 Maui Coffee gift card' / '$25.00 gift card'. */
export const rewardText = (rewardType: 'cash' | 'gift_card', amount: string, description: string | null) =>
  rewardType === 'cash' ? `${amount} cash` : `${amount} ${description ? `${description} ` : ''}gift card`;
export const challengeRule = (metric: 'bookings' | 'completed_services', target: number, reward: string) => `Reach ${goalText(metric, target)} to earn ${reward}.`;
export const CHALLENGE_COMPLETED_TAG = 'Completed';
export const challengeEarnedText = (reward: string) => `Earned: ${reward}`;
export const EARNED_CHALLENGES_TITLE = 'Challenge rewards';
export const EARNED_CHALLENGES_NOTE = 'Earned rewards are paid separately from commissions.';
export const EARNED_TAG = 'Earned';
export const NO_EARNED_CHALLENGES = 'No challenge rewards yet';
export const challengeNotice = (name: string, reward: string) => `Challenge completed: ${name}. You earned ${reward}!`;
export const CHALLENGE_POPUP_TITLE = (count: number) => (count === 1 ? 'Challenge completed!' : `${String(count)} challenges completed!`);
export const CHALLENGE_POPUP_INTRO = 'Congratulations — your reward is earned.';
export const CHALLENGE_POPUP_DISMISS = 'Awesome!';
