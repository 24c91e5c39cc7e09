import { deciderSpec, MONDAY_MORNING } from '../../../test/support/decider-spec.js';
import { type AppointmentsReset, resetDecider } from './reset.js';

const spec = deciderSpec(resetDecider, MONDAY_MORNING);

const leilani = '00000000-0000-4000-8000-0000000000ad';
const reset = (generation: number, resetId = `r${String(generation)}`): AppointmentsReset => ({ type: 'AppointmentsReset', data: { resetId, generation, resetBy: leilani } });
const command = (resetId: string) => ({ type: 'ResetAppointments' as const, data: { resetId, resetBy: leilani } });

describe('the reset decider (Reset for Rollout)', () => {
  it('starts generation 1 on a log without resets, and the next one after each reset', () => {
    spec.given([]).when(command('r1')).then([reset(1)]);
    spec.given([reset(1), reset(2)]).when(command('r3')).then([reset(3)]);
  });

  it('is at generation 0 before any reset, and at the highest generation after them', () => {
    expect(resetDecider.initialState).toEqual({ generation: 0 });
    expect([reset(1), reset(2)].reduce(resetDecider.evolve, resetDecider.initialState)).toEqual({ generation: 2 });
  });
});
