import { ALREADY_ERASED } from '@tint/libs/validation-messages';
import { deciderSpec, MONDAY_MORNING } from '../../../test/support/decider-spec.js';
import { ConflictError } from '../../platform/errors.js';
import { erasureDecider } from './erasure.js';

const spec = deciderSpec(erasureDecider, MONDAY_MORNING);
const data = { subjectType: 'customer' as const, subjectId: 'a1', erasedBy: { type: 'admin' as const, id: 'admin-1' } };

describe('erasure', () => {
  it('erases a person once', () => {
    spec.given([]).when({ type: 'EraseSubject', data }).then([{ type: 'SubjectErased', data }]);
  });

  it('refuses a second erasure of the same person', () => {
    spec.given([{ type: 'SubjectErased', data }]).when({ type: 'EraseSubject', data }).thenThrows(ConflictError, ALREADY_ERASED);
  });
});
