// A signed-in salesperson and the reads of the salesperson app, answered through the fetch stub.
import type {
  ChallengeCheckResponse,
  ChallengesResponse,
  Appointment,
  Badge,
  BadgeCheckResponse,
  DealershipStanding,
  LeaderboardEntry,
  Metrics,
  PayoutDetails,
  RewardsData,
  Tier,
} from '@tint/libs/api-types';
import { BADGE_DEFINITIONS } from '@tint/libs/badges';
import { computeRewards } from '@tint/libs/rewards';
import { TIERS } from '@tint/libs/tiers';
import { markTourCompleted } from '@/features/tour/tour-storage';
import type { ApiHandler } from './fetch-stub';
import { jsonResponse, stubApi } from './fetch-stub';

export const signedInSalesperson = {
  id: 'u1',
  email: 'kai@example.com',
  firstName: 'Kai',
  lastName: 'Kealoha',
  company: 'Maui Toyota',
  phoneNumber: '808-555-0123',
};

export const zeroMetrics: Metrics = { totalReferrals: 0, successRate: 0, thisMonth: 0, completedServices: 0 };

let nextId = 1;

/** status takes any string: the dashboard must also cope with 'in-progress' and unknown values (SPEC 3). */
export function appointmentFixture(overrides: Partial<Omit<Appointment, 'status'>> & { status?: string } = {}): Appointment {
  const id = `a${String(nextId++)}`;
  return {
    id,
    customerFirstName: 'Leilani',
    customerLastName: 'Akana',
    customerEmail: 'leilani@example.com',
    customerPhone: '808-555-0199',
    vehicleYear: '2022',
    vehicleMake: 'Toyota',
    vehicleModel: 'Camry',
    tintPackageId: 'ceramic',
    appointmentDate: '2026-01-06',
    appointmentTime: '8:30 AM',
    estimatedPrice: '572.00',
    commission: '25.00',
    status: 'scheduled',
    payoutStatus: 'pending',
    isConfirmed: false,
    reviewStatus: null,
    createdAt: '2026-01-02T20:00:00.000Z',
    ...overrides,
  } as Appointment;
}

export const zeroRewards: RewardsData = computeRewards(0, 0);

export const emptyPayoutDetails: PayoutDetails = {
  totalPaidThisMonth: '0.00',
  totalPaidThisYear: '0.00',
  pendingThisWeek: '0.00',
  pendingThisMonth: '0.00',
  pendingThisYear: '0.00',
  potentialRemainingMonth: '0.00',
  potentialRemainingYear: '0.00',
  completedAppointments: [],
  pendingAppointments: [],
  scheduledAppointments: [],
};

export const noNewBadges: BadgeCheckResponse = { count: 0, newBadges: [] };

let nextBadgeId = 1;

export function badgeFixture(overrides: Partial<Badge> = {}): Badge {
  return {
    id: `b${String(nextBadgeId++)}`,
    badgeType: 'first_referral',
    badgeName: BADGE_DEFINITIONS.first_referral.name,
    description: BADGE_DEFINITIONS.first_referral.description,
    iconEmoji: BADGE_DEFINITIONS.first_referral.iconEmoji,
    earnedAt: '2026-01-05T20:00:00.000Z',
    ...overrides,
  };
}

/** A leaderboard row; another salesperson's last name is masked, as the server sends it. */
export function leaderboardEntry(
  user: Partial<LeaderboardEntry['user']> & { id: string },
  counts: Partial<Omit<LeaderboardEntry, 'user'>> = {},
): LeaderboardEntry {
  return {
    user: { firstName: 'Noe', lastName: 'K.', company: 'Island Honda', ...user },
    monthlyReferrals: 0,
    completedServices: 0,
    successRate: 0,
    ...counts,
  };
}

type Answer<T> = T | (() => Response);

type SalespersonApi = {
  metrics?: Answer<Metrics>;
  appointments?: Answer<Appointment[]>;
  leaderboard?: Answer<LeaderboardEntry[]>;
  /** GET /api/leaderboard/dealerships (issue 20). */
  dealerships?: Answer<DealershipStanding[]>;
  rewards?: Answer<RewardsData>;
  tiers?: Answer<Tier[]>;
  badges?: Answer<Badge[]>;
  badgeCheck?: Answer<BadgeCheckResponse>;
  payoutDetails?: Answer<PayoutDetails>;
  /** Issue 20: GET /api/challenges and the pop-up's check (default: none). */
  challenges?: Answer<ChallengesResponse>;
  challengeCheck?: Answer<ChallengeCheckResponse>;
  /**
   * Stores the guided tour's completed flag for the user first (default), so the tour does not open
   * over a test about something else; tour tests pass false.
   */
  tourCompleted?: boolean;
  handlers?: Record<string, ApiHandler>;
};

function answer(value: unknown): ApiHandler {
  return typeof value === 'function' ? () => (value as () => Response)() : () => jsonResponse(value);
}

/**
 * Signed in as signedInSalesperson: zero metrics, no appointments, an empty leaderboard, zero rewards,
 * the spec's tiers, no badges and nothing new on a badge check, unless a test says otherwise.
 */
export function stubSalespersonApi({
  metrics = zeroMetrics,
  appointments = [],
  leaderboard = [],
  dealerships = [],
  rewards = zeroRewards,
  tiers = [...TIERS],
  badges = [],
  badgeCheck = noNewBadges,
  payoutDetails = emptyPayoutDetails,
  challenges = { active: [], earned: [] },
  challengeCheck = { count: 0, newCompletions: [] },
  tourCompleted = true,
  handlers = {},
}: SalespersonApi = {}) {
  if (tourCompleted) markTourCompleted(signedInSalesperson.id);
  return stubApi({
    'GET /api/auth/user': () => jsonResponse(signedInSalesperson),
    'GET /api/metrics': answer(metrics),
    'GET /api/appointments': answer(appointments),
    'GET /api/leaderboard': answer(leaderboard),
    'GET /api/leaderboard/dealerships': answer(dealerships),
    'GET /api/rewards': answer(rewards),
    'GET /api/tiers': answer(tiers),
    'GET /api/badges': answer(badges),
    'POST /api/badges/check': answer(badgeCheck),
    'GET /api/payout-details': answer(payoutDetails),
    'GET /api/payout-profile': () => jsonResponse(null),
    'GET /api/challenges': answer(challenges),
    'POST /api/challenges/check': answer(challengeCheck),
    ...handlers,
  });
}
