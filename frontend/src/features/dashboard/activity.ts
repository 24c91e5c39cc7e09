// How the dashboard shows an appointment (SPEC 4, "appointment display on the dashboard"): completed,
// in-progress (recognised here although the server never sends it), cancelled and no-show (issue 18), and anything
// else as scheduled.
import type { Appointment } from '@tint/libs/api-types';
import { RECENT_ACTIVITY_LIMIT } from '@tint/libs/constants';
import { formatAmount } from '@tint/libs/money';

export type ActivityState = 'completed' | 'in-progress' | 'cancelled' | 'no-show' | 'scheduled';

export function activityState(status: string): ActivityState {
  if (status === 'completed') return 'completed';
  if (status === 'in-progress') return 'in-progress';
  if (status === 'cancelled') return 'cancelled';
  if (status === 'no_show') return 'no-show';
  return 'scheduled';
}

/** The list arrives newest first; the dashboard shows its first 3. */
export function recentActivity(appointments: readonly Appointment[]): Appointment[] {
  return appointments.slice(0, RECENT_ACTIVITY_LIMIT);
}

/** '+$25.00' for the decimal string "25.00". */
export function commissionEarned(commission: string): string {
  return `+${formatAmount(commission)}`;
}
