// The challenge aggregate (stream `challenge-<id>`): a time-boxed contest an admin creates, edits, ends early or
// deletes. Who reaches its target is the challenges reactor's business (challenges.reactor.ts); this decider only
// guards the definition and its life. An edit carries the whole new definition, so every reader folds it alone.
import { type ChallengeDefinition, challengeProblem, normalizeChallenge } from '@tint/libs/challenges';
import { todayInZone } from '@tint/libs/slots';
import { CHALLENGE_ENDED, CHALLENGE_EXISTS, CHALLENGE_NOT_FOUND } from '@tint/libs/texts/challenges';
import { type DecisionContext, type Decider, unknownEvent } from '../../platform/decider.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/errors.js';

export type ChallengeCreated = { type: 'ChallengeCreated'; data: ChallengeDefinition & { challengeId: string; createdBy: string } };
export type ChallengeEdited = { type: 'ChallengeEdited'; data: ChallengeDefinition & { challengeId: string; editedBy: string } };
export type ChallengeEnded = { type: 'ChallengeEnded'; data: { challengeId: string; endedBy: string } };
export type ChallengeDeleted = { type: 'ChallengeDeleted'; data: { challengeId: string; deletedBy: string } };

export type ChallengeEvent = ChallengeCreated | ChallengeEdited | ChallengeEnded | ChallengeDeleted;

export type ChallengeCommand =
  | { type: 'CreateChallenge'; data: { challengeId: string; definition: ChallengeDefinition; createdBy: string } }
  | { type: 'EditChallenge'; data: { challengeId: string; changes: Partial<ChallengeDefinition>; editedBy: string } }
  | { type: 'EndChallenge'; data: { challengeId: string; endedBy: string } }
  | { type: 'DeleteChallenge'; data: { challengeId: string; deletedBy: string } };

export type ChallengeState = { status: 'none' } | { status: 'live' | 'ended' | 'deleted'; definition: ChallengeDefinition };

export const challengeStream = (id: string) => `challenge-${id}`;

const definitionOf = (data: ChallengeDefinition): ChallengeDefinition => ({
  name: data.name,
  metric: data.metric,
  target: data.target,
  rewardType: data.rewardType,
  rewardCents: data.rewardCents,
  rewardDescription: data.rewardDescription,
  startDate: data.startDate,
  endDate: data.endDate,
  eligibility: data.eligibility,
  dealerships: data.dealerships,
});

const sameDefinition = (a: ChallengeDefinition, b: ChallengeDefinition) => JSON.stringify(definitionOf(a)) === JSON.stringify(definitionOf(b));

/** The definition checked (400 with the first problem's message) and kept normalized. */
function checked(definition: ChallengeDefinition, now: Date, timeZone: string): ChallengeDefinition {
  const problem = challengeProblem(definition, todayInZone(now, timeZone));
  if (problem !== null) throw new BadRequestError(problem);
  return normalizeChallenge(definition);
}

export const challengeDecider: Decider<ChallengeState, ChallengeCommand, ChallengeEvent, DecisionContext> = {
  initialState: { status: 'none' },

  evolve(state, event) {
    switch (event.type) {
      case 'ChallengeCreated':
        return { status: 'live', definition: definitionOf(event.data) };
      case 'ChallengeEdited':
        return state.status === 'none' ? state : { ...state, definition: definitionOf(event.data) };
      case 'ChallengeEnded':
        return state.status === 'none' ? state : { ...state, status: 'ended' };
      case 'ChallengeDeleted':
        return state.status === 'none' ? state : { ...state, status: 'deleted' };
      default:
        return unknownEvent(event, state);
    }
  },

  decide(command, state, { now, timeZone }) {
    if (command.type === 'CreateChallenge') {
      if (state.status !== 'none') throw new ConflictError(CHALLENGE_EXISTS);
      const { challengeId, definition, createdBy } = command.data;
      return [{ type: 'ChallengeCreated', data: { challengeId, ...checked(definition, now, timeZone), createdBy } }];
    }
    // A deleted challenge is gone for every command.
    if (state.status === 'none' || state.status === 'deleted') throw new NotFoundError(CHALLENGE_NOT_FOUND);
    // Over by its dates (the day after its last) or ended by an admin.
    const over = state.status === 'ended' || todayInZone(now, timeZone) > state.definition.endDate;
    switch (command.type) {
      case 'EditChallenge': {
        if (over) throw new ConflictError(CHALLENGE_ENDED);
        const { challengeId, changes, editedBy } = command.data;
        const next = checked({ ...state.definition, ...changes }, now, timeZone);
        return sameDefinition(next, state.definition) ? [] : [{ type: 'ChallengeEdited', data: { challengeId, ...next, editedBy } }];
      }
      case 'EndChallenge':
        // Ending one already over changes nothing.
        return over ? [] : [{ type: 'ChallengeEnded', data: command.data }];
      case 'DeleteChallenge':
        return [{ type: 'ChallengeDeleted', data: command.data }];
    }
  },
};
