// The closure aggregate (stream `closure-<id>`): whole days or a date range the shop is closed (holidays, training
// days), from its creation until an admin removes it. Bookings and reservations check the closures' read model inside
// their own transaction (closed-dates.ts); this decider only guards the closure's own life.
import { dateRangeProblem } from '@tint/libs/closures';
import type { DateString } from '@tint/libs/slots';
import { todayInZone } from '@tint/libs/slots';
import { CLOSURE_END_BEFORE_START, CLOSURE_END_INVALID, CLOSURE_EXISTS, CLOSURE_IN_PAST, CLOSURE_NOT_FOUND, CLOSURE_TOO_LONG } from '@tint/libs/validation-messages';
import { CLOSURE_REASON_REQUIRED } from '@tint/libs/texts/closures';
import { type DecisionContext, type Decider, unknownEvent } from '../../platform/decider.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/errors.js';

type Details = { closureId: string; startDate: DateString; endDate: DateString; reason: string; createdBy: string };

export type ClosureEvent =
  | { type: 'ClosureCreated'; data: Details }
  | { type: 'ClosureRemoved'; data: { closureId: string; removedBy: string } };

export type ClosureCommand =
  | { type: 'CreateClosure'; data: Details }
  | { type: 'RemoveClosure'; data: { closureId: string; removedBy: string } };

export type ClosureState = { status: 'none' } | { status: 'active' | 'removed'; startDate: DateString; endDate: DateString };

export const closureStream = (id: string) => `closure-${id}`;

export const closureDecider: Decider<ClosureState, ClosureCommand, ClosureEvent, DecisionContext> = {
  initialState: { status: 'none' },

  evolve(state, event) {
    switch (event.type) {
      case 'ClosureCreated':
        return { status: 'active', startDate: event.data.startDate, endDate: event.data.endDate };
      case 'ClosureRemoved':
        return state.status === 'none' ? state : { ...state, status: 'removed' };
      default:
        return unknownEvent(event, state);
    }
  },

  decide(command, state, { now, timeZone }) {
    switch (command.type) {
      case 'CreateClosure': {
        if (state.status !== 'none') throw new ConflictError(CLOSURE_EXISTS);
        const { startDate, endDate, reason } = command.data;
        switch (dateRangeProblem(startDate, endDate)) {
          case 'invalid-date':
            throw new BadRequestError(CLOSURE_END_INVALID);
          case 'end-before-start':
            throw new BadRequestError(CLOSURE_END_BEFORE_START);
          case 'too-long':
            throw new BadRequestError(CLOSURE_TOO_LONG);
        }
        // Closing only days already past changes nothing a booking could meet.
        if (endDate < todayInZone(now, timeZone)) throw new BadRequestError(CLOSURE_IN_PAST);
        if (reason.trim() === '') throw new BadRequestError(CLOSURE_REASON_REQUIRED);
        return [{ type: 'ClosureCreated', data: { ...command.data, reason: reason.trim() } }];
      }
      case 'RemoveClosure':
        // Removing it again changes nothing.
        if (state.status === 'none') throw new NotFoundError(CLOSURE_NOT_FOUND);
        return state.status === 'active' ? [{ type: 'ClosureRemoved', data: command.data }] : [];
    }
  },
};
