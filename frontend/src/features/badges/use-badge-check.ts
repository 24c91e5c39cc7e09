// SPEC 7: POST /api/badges/check once on load and every BADGE_POLL_MS. New badges are queued for the
// pop-up and refresh the badge list. A new badge also means the salesperson's numbers moved, so the
// reads that show them are refreshed too (cached data otherwise never goes stale, SPEC 7). A failed
// check is silent: the next one picks the badges up, as the server answers everything earned since
// the last successful check.
import type { Badge } from '@tint/libs/api-types';
import { usePolledCheck } from '@/lib/use-polled-check';
import { badgeKeys, dashboardKeys, leaderboardKeys, payoutKeys, rewardsKeys } from '@/lib/query-keys';
import { checkBadges } from './api';

/** What a new badge refreshes: the list itself, and the figures that earned it. */
const refreshedByNewBadges = [
  badgeKeys.list(),
  rewardsKeys.rewards(),
  leaderboardKeys.all(),
  leaderboardKeys.dealerships(),
  payoutKeys.all(),
  dashboardKeys.metrics(),
  dashboardKeys.appointments(),
];

export type BadgeCheck = {
  /** Earned and not yet acknowledged, oldest first. */
  newBadges: readonly Badge[];
  acknowledge: () => void;
};

/** `enabled`: the checks start once it is true (the app holds them until its first screen has painted). */
export function useBadgeCheck(enabled = true): BadgeCheck {
  const { items, acknowledge } = usePolledCheck({ check: checkNewBadges, refreshes: refreshedByNewBadges, what: 'Badge check', enabled });
  return { newBadges: items, acknowledge };
}

const checkNewBadges = async () => (await checkBadges()).newBadges;
