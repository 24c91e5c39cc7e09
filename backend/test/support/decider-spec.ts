// Given–when–then for deciders, with no database: given the events already in the stream, when a
// command is decided in a context, then exactly these events are appended — or this error is thrown
// (and so nothing is appended).
import type { DecisionContext, Decider, DomainEvent } from '../../src/platform/decider.js';

type ErrorClass = abstract new (...args: never[]) => Error;

export function deciderSpec<S, C, E extends DomainEvent, Ctx>(decider: Decider<S, C, E, Ctx>, context: Ctx) {
  return {
    given(events: readonly E[]) {
      return {
        when(command: C, overrides: Partial<Ctx> = {}) {
          const decide = () => decider.decide(command, events.reduce((state, event) => decider.evolve(state, event), decider.initialState), { ...context, ...overrides });
          return {
            then(expected: readonly E[]): void {
              expect(decide()).toEqual(expected);
            },
            thenThrows(errorClass: ErrorClass, message?: string): void {
              let thrown: unknown;
              try {
                decide();
              } catch (error) {
                thrown = error;
              }
              expect(thrown).toBeInstanceOf(errorClass);
              if (message !== undefined) expect((thrown as Error).message).toBe(message);
            },
          };
        },
      };
    },
  };
}

/** The context the decider specs decide in: Monday 2 November 2026, 09:00 in Honolulu, the default configuration. */
export const MONDAY_MORNING: DecisionContext = {
  now: new Date('2026-11-02T19:00:00Z'),
  timeZone: 'Pacific/Honolulu',
  config: { slotCapacity: 1, commissionCents: 2500, bookingHorizonDays: 180 },
};

/** The same context with some configuration changed. */
export const configured = (config: Partial<DecisionContext['config']>): Partial<DecisionContext> => ({ config: { ...MONDAY_MORNING.config, ...config } });
