// The erasure aggregate (stream `erasure-<subjectType>-<subjectId>`): a person's data is erased once. The key's
// deletion (crypto-shredding) happens in the same transaction as the SubjectErased event (erase-subject.command.ts).
import { ALREADY_ERASED } from '@tint/libs/validation-messages';
import type { Decider, DecisionContext } from '../../platform/decider.js';
import { ConflictError } from '../../platform/errors.js';
import type { SubjectErased } from '../../platform/personal-data/policies.js';

export type EraseSubject = { type: 'EraseSubject'; data: SubjectErased['data'] };
export type ErasureState = { erased: boolean };

export const erasureStream = (subjectType: SubjectErased['data']['subjectType'], subjectId: string) => `erasure-${subjectType}-${subjectId}`;

export const erasureDecider: Decider<ErasureState, EraseSubject, SubjectErased, DecisionContext> = {
  initialState: { erased: false },

  evolve(state, event) {
    return event.type === 'SubjectErased' ? { erased: true } : state;
  },

  decide(command, state) {
    if (state.erased) throw new ConflictError(ALREADY_ERASED);
    return [{ type: 'SubjectErased', data: command.data }];
  },
};
