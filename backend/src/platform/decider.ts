// The one shape of every aggregate (Emmett's decider): a union of commands, a union of events, a state,
// a pure `evolve(state, event)` and a pure `decide(command, state, context)`. Every decision (price,
// commission, capacity, "not before its date") is made inside `decide`, from the command, the state and
// the context (the clock, the business time zone and the configuration); the command handler only
// loads the stream, calls `decide` and appends (EventTransaction.decide). Each decider has a
// given–when–then spec beside it, with no database.
import type { AppConfig } from '../config/app-config.js';

export type DomainEvent = { type: string; data: object };

export type Decider<State, Command, Event extends DomainEvent, Context = DecisionContext> = {
  readonly initialState: State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State, context: Context): Event[];
};

/** What every decision may look at besides the command and the state. */
export type DecisionContext = Readonly<{
  now: Date;
  /** Every calendar rule (today, weekends, months) runs in this zone. */
  timeZone: string;
  config: Readonly<Pick<AppConfig, 'slotCapacity' | 'commissionCents' | 'bookingHorizonDays'>>;
}>;

export function decisionContext(config: AppConfig, now: Date): DecisionContext {
  const { slotCapacity, commissionCents, bookingHorizonDays } = config;
  return { now, timeZone: config.businessTimeZone, config: { slotCapacity, commissionCents, bookingHorizonDays } };
}

/**
 * The `default` branch of an exhaustive switch over events: a new event type that an evolve forgets is
 * a compile error; an event of a type this build does not know leaves the state as it is.
 */
export function unknownEvent<S>(event: never, state: S): S {
  void event;
  return state;
}
