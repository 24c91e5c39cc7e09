// The guided tour's texts (our wording: the spec only says it has 7 steps).
import type { TourTargetId } from './tour-targets';

export type TourStepText = {
  target: TourTargetId;
  title: string;
  description: string;
};

export const TOUR_STEP_TEXTS: readonly TourStepText[] = [
  {
    target: 'metrics',
    title: 'Your numbers at a glance',
    description:
      'Total referrals, success rate, bookings this month and completed services. Open Completed Services for your payout details.',
  },
  {
    target: 'nav-tint-match',
    title: 'Tint Match',
    description: 'Answer a few questions with your customer to find the tint package that suits them best.',
  },
  {
    target: 'nav-calendar',
    title: 'Book Appointment',
    description: "Pick a day and a time slot and book your customer's tint appointment.",
  },
  {
    target: 'nav-leaderboard',
    title: 'Leaderboard',
    description: 'See how your referrals this month compare with the other salespeople.',
  },
  {
    target: 'nav-rewards',
    title: 'Rewards',
    description: 'Follow your monthly status, cash bonuses, gift cards and tiers.',
  },
  {
    target: 'notifications',
    title: 'Notifications',
    description: 'Bonus hints, new badges, your leaderboard rank and recent bookings show up here.',
  },
  {
    target: 'badges',
    title: 'Badges',
    description: 'Earn badges as you book and complete referrals. Take Tour shows this tour again at any time.',
  },
];

export const TOUR_SKIP = 'Skip';
export const TAKE_TOUR = 'Take Tour';
