// Every migration, in order: the platform's, then each module's own (a module's tables are created by
// the module that owns them). Listed explicitly so the same list works from source (tests) and dist.
import { Funnel1764300000000 } from './modules/analytics/funnel.migration.js';
import { AppointmentLifecycle1764100000000 } from './modules/appointments/appointment-lifecycle.migration.js';
import { AppointmentsPayoutColumns1764550000000 } from './modules/appointments/appointments-payout-columns.migration.js';
import { Appointments1763900000000 } from './modules/appointments/appointments.migration.js';
import { AppointmentsSalespersonCount1764800000000 } from './modules/appointments/appointments-salesperson-count.migration.js';
import { AppointmentTotals1765100000000 } from './modules/appointments/appointment-totals.migration.js';
import { AppointmentTotalsShards1765200000000 } from './modules/appointments/appointment-totals-shards.migration.js';
import { AppointmentsSalespersonNewest1765300000000 } from './modules/appointments/appointments-salesperson-newest.migration.js';
import { EventsRecordedAt1765400000000 } from './platform/database/events-recorded-at.migration.js';
import { AppointmentSalespersonTotals1765500000000 } from './modules/appointments/appointment-salesperson-totals.migration.js';
import { Challenges1766300000000 } from './modules/challenges/challenges.migration.js';
import { Closures1765600000000 } from './modules/closures/closures.migration.js';
import { Accounts1763800000000 } from './modules/auth/accounts.migration.js';
import { Credentials1764900000000 } from './modules/auth/credentials.migration.js';
import { Gamification1764200000000 } from './modules/gamification/gamification.migration.js';
import { GamificationTrim1764600000000 } from './modules/gamification/gamification-trim.migration.js';
import { AwardsVoidReferrals1765650000000 } from './modules/gamification/awards-void-referrals.migration.js';
import { AwardsStamp1766400000000 } from './modules/gamification/awards-stamp.migration.js';
import { ChallengeAwardsStamp1766500000000 } from './modules/challenges/challenge-awards-stamp.migration.js';
import { DealershipStandings1766230000000 } from './modules/gamification/dealership-standings.migration.js';
import { Customer1765700000000 } from './modules/customer/customer.migration.js';
import { AuditIndex1766000000000 } from './modules/audit/audit-index.migration.js';
import { FraudReview1766100000000 } from './modules/appointments/fraud-review.migration.js';
import { Payouts1764500000000 } from './modules/payouts/payouts.migration.js';
import { PayoutRuns1765800000000 } from './modules/payouts/payout-runs.migration.js';
import { PayoutProfiles1765900000000 } from './modules/payout-profiles/payout-profiles.migration.js';
import { Earnings1765950000000 } from './modules/payouts/earnings.migration.js';
import { Reservations1764000000000 } from './modules/reservations/reservations.migration.js';
import { Slots1764400000000 } from './modules/slots/slots.migration.js';
import { EventStore1763700000000 } from './platform/database/event-store.migration.js';
import { EventsOccurredAt1764700000000 } from './platform/database/events-occurred-at.migration.js';
import { PersonalData1765000000000 } from './platform/personal-data/personal-data.migration.js';

import { LiveTickets1766200000000 } from './modules/live/live-tickets.migration.js';
import { TvScreens1766270000000 } from './modules/tv/tv-tokens.migration.js';

export const MIGRATIONS = [
  EventStore1763700000000,
  Accounts1763800000000,
  Appointments1763900000000,
  Reservations1764000000000,
  AppointmentLifecycle1764100000000,
  Gamification1764200000000,
  Funnel1764300000000,
  Slots1764400000000,
  Payouts1764500000000,
  AppointmentsPayoutColumns1764550000000,
  GamificationTrim1764600000000,
  EventsOccurredAt1764700000000,
  AppointmentsSalespersonCount1764800000000,
  Credentials1764900000000,
  PersonalData1765000000000,
  AppointmentTotals1765100000000,
  AppointmentTotalsShards1765200000000,
  AppointmentsSalespersonNewest1765300000000,
  EventsRecordedAt1765400000000,
  AppointmentSalespersonTotals1765500000000,
  Closures1765600000000,
  AwardsVoidReferrals1765650000000,
  Customer1765700000000,
  PayoutRuns1765800000000,
  PayoutProfiles1765900000000,
  Earnings1765950000000,
  AuditIndex1766000000000,
  FraudReview1766100000000,
  LiveTickets1766200000000,
  DealershipStandings1766230000000,
  TvScreens1766270000000,
  Challenges1766300000000,
  AwardsStamp1766400000000,
  ChallengeAwardsStamp1766500000000,
];
