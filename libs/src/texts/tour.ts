/**
 * The guided tour's texts (SPEC 2.3 / 4: 7 steps, restarted by 'Take Tour'; the steps' wording is
 * ours). Each step names the screen element it points at; the frontend finds the element by that id.
 */
import { BADGES_TITLE } from './badges.js';
import { NOTIFICATIONS_TITLE } from './notifications.js';
import { SECTION_TITLES } from './salesperson-app.js';

// ---- SPEC 2.3 ----
export const TAKE_TOUR = 'Take Tour';

// ---- Our wording ----
export const TOUR_SKIP = 'Skip';

export const TOUR_STEP_TEXTS = [
  {
    target: 'metrics',
    title: 'Your numbers at a glance',
    description:
      'Total referrals, success rate, bookings this month and completed services. Open Completed Services for your payout details.',
  },
  {
    target: 'nav-tint-match',
    title: SECTION_TITLES['tint-match'],
    description: 'Answer a few questions with your customer to find the tint package that suits them best.',
  },
  {
    target: 'nav-calendar',
    title: SECTION_TITLES.calendar,
    description: "Pick a day and a time slot and book your customer's tint appointment.",
  },
  {
    target: 'nav-leaderboard',
    title: SECTION_TITLES.leaderboard,
    description: 'See how your referrals this month compare with the other salespeople.',
  },
  {
    target: 'nav-rewards',
    title: SECTION_TITLES.rewards,
    description: 'Follow your monthly status, cash bonuses, gift cards and tiers.',
  },
  {
    target: 'notifications',
    title: NOTIFICATIONS_TITLE,
    description: 'Bonus hints, new badges, your leaderboard rank and recent bookings show up here.',
  },
  {
    target: 'badges',
    title: BADGES_TITLE,
    description: 'Earn badges as you book and complete referrals. Take Tour shows this tour again at any time.',
  },
] as const;
