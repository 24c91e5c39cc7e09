import type { ChallengeDefinition } from '@tint/libs/challenges';
import { CHALLENGE_END_BEFORE_START, CHALLENGE_END_PAST, CHALLENGE_ENDED, CHALLENGE_NOT_FOUND, CHALLENGE_TARGET_INVALID } from '@tint/libs/texts/challenges';
import { deciderSpec, MONDAY_MORNING } from '../../../test/support/decider-spec.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/errors.js';
import { challengeDecider, type ChallengeEvent, challengeStream } from './challenge.js';

const spec = deciderSpec(challengeDecider, MONDAY_MORNING);
const challengeId = '00000000-0000-4000-8000-000000000030';
const leilani = '00000000-0000-4000-8000-0000000000ad';
const definition: ChallengeDefinition = {
  name: 'Holiday sprint',
  metric: 'bookings',
  target: 5,
  rewardType: 'cash',
  rewardCents: 5000,
  rewardDescription: null,
  startDate: '2026-11-02',
  endDate: '2026-11-30',
  eligibility: 'everyone',
  dealerships: [],
};
const created: ChallengeEvent = { type: 'ChallengeCreated', data: { challengeId, ...definition, createdBy: leilani } };
const ended: ChallengeEvent = { type: 'ChallengeEnded', data: { challengeId, endedBy: leilani } };
const deleted: ChallengeEvent = { type: 'ChallengeDeleted', data: { challengeId, deletedBy: leilani } };
const create = (overrides: Partial<ChallengeDefinition> = {}) => ({ type: 'CreateChallenge' as const, data: { challengeId, definition: { ...definition, ...overrides }, createdBy: leilani } });
const edit = (changes: Partial<ChallengeDefinition>) => ({ type: 'EditChallenge' as const, data: { challengeId, changes, editedBy: leilani } });
const end = { type: 'EndChallenge' as const, data: { challengeId, endedBy: leilani } };
const remove = { type: 'DeleteChallenge' as const, data: { challengeId, deletedBy: leilani } };

describe('the challenge decider', () => {
  it('creates a challenge, its name trimmed and a cash reward without a description', () => {
    spec.given([]).when(create()).then([created]);
    spec.given([]).when(create({ name: ' Holiday sprint ', rewardDescription: 'ignored' })).then([created]);
  });

  it('refuses a definition with a problem, with its message', () => {
    spec.given([]).when(create({ target: 0 })).thenThrows(BadRequestError, CHALLENGE_TARGET_INVALID);
    spec.given([]).when(create({ startDate: '2026-11-30', endDate: '2026-11-02' })).thenThrows(BadRequestError, CHALLENGE_END_BEFORE_START);
    spec.given([]).when(create({ startDate: '2026-10-01', endDate: '2026-10-30' })).thenThrows(BadRequestError, CHALLENGE_END_PAST);
  });

  it('edits with the whole new definition; the same values change nothing', () => {
    spec.given([created]).when(edit({ target: 3 })).then([{ type: 'ChallengeEdited', data: { challengeId, ...definition, target: 3, editedBy: leilani } }]);
    spec.given([created]).when(edit({ target: 5 })).then([]);
    spec.given([created]).when(edit({ target: 0 })).thenThrows(BadRequestError, CHALLENGE_TARGET_INVALID);
  });

  it('ends once; an ended challenge takes no edit', () => {
    spec.given([created]).when(end).then([ended]);
    spec.given([created, ended]).when(end).then([]);
    spec.given([created, ended]).when(edit({ target: 3 })).thenThrows(ConflictError, CHALLENGE_ENDED);
  });

  it('deletes; a deleted or unknown challenge is not found', () => {
    spec.given([created]).when(remove).then([deleted]);
    spec.given([created, deleted]).when(edit({ target: 3 })).thenThrows(NotFoundError, CHALLENGE_NOT_FOUND);
    spec.given([created, deleted]).when(remove).thenThrows(NotFoundError, CHALLENGE_NOT_FOUND);
    spec.given([]).when(end).thenThrows(NotFoundError, CHALLENGE_NOT_FOUND);
  });

  it('names its stream by id', () => {
    expect(challengeStream(challengeId)).toBe(`challenge-${challengeId}`);
  });
});
