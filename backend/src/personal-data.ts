// Every module's personal fields, by event type (issue 17): sealed at append with their subject's key, opened as
// the log is read, shredded with the key. A module that adds an event with personal data declares it here too.
import { FUNNEL_PERSONAL_DATA } from './modules/analytics/funnel.js';
import { APPOINTMENT_PERSONAL_DATA } from './modules/appointments/appointment.js';
import { ADMIN_PERSONAL_DATA } from './modules/auth/admin-account.js';
import { SALESPERSON_PERSONAL_DATA } from './modules/auth/salesperson.js';
import { PAYOUT_PROFILE_PERSONAL_DATA } from './modules/payout-profiles/payout-profile.js';
import { PAYOUT_RUN_PERSONAL_DATA } from './modules/payouts/payout-run.js';
import { RESERVATION_PERSONAL_DATA } from './modules/reservations/reservation.js';
import type { PersonalDataPolicies } from './platform/personal-data/policies.js';

export const PERSONAL_DATA: PersonalDataPolicies = {
  ...APPOINTMENT_PERSONAL_DATA,
  ...RESERVATION_PERSONAL_DATA,
  ...PAYOUT_PROFILE_PERSONAL_DATA,
  ...SALESPERSON_PERSONAL_DATA,
  ...ADMIN_PERSONAL_DATA,
  ...FUNNEL_PERSONAL_DATA,
  ...PAYOUT_RUN_PERSONAL_DATA,
};
