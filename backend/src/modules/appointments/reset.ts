// The reset aggregate (stream `system`): Reset for Rollout. Each AppointmentsReset starts a new
// generation of appointments; every appointment-derived read model drops what came before it, the
// slots count only the current generation's bookings, and the event log keeps it all. The pure
// decider only: reading the generation under its lock is in reset-generation.ts.
import type { DecisionContext, Decider } from '../../platform/decider.js';

export const SYSTEM_STREAM = 'system';

export type AppointmentsReset = { type: 'AppointmentsReset'; data: { resetId: string; generation: number; resetBy: string } };
export type ResetCommand = { type: 'ResetAppointments'; data: { resetId: string; resetBy: string } };
/** The number of resets so far: appointments booked in an older generation are gone from every view. */
export type ResetState = { generation: number };

export const resetDecider: Decider<ResetState, ResetCommand, AppointmentsReset, DecisionContext> = {
  initialState: { generation: 0 },

  evolve(state, event) {
    return event.type === 'AppointmentsReset' ? { generation: Math.max(state.generation, event.data.generation) } : state;
  },

  decide(command, state) {
    return [{ type: 'AppointmentsReset', data: { resetId: command.data.resetId, generation: state.generation + 1, resetBy: command.data.resetBy } }];
  },
};
