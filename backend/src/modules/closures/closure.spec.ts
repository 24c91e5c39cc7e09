import { CLOSURE_END_BEFORE_START, CLOSURE_EXISTS, CLOSURE_IN_PAST, CLOSURE_NOT_FOUND, CLOSURE_TOO_LONG } from '@tint/libs/validation-messages';
import { CLOSURE_REASON_REQUIRED } from '@tint/libs/texts/closures';
import { deciderSpec, MONDAY_MORNING } from '../../../test/support/decider-spec.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/errors.js';
import { closureDecider, type ClosureEvent, closureStream } from './closure.js';

const spec = deciderSpec(closureDecider, MONDAY_MORNING);

const closureId = '00000000-0000-4000-8000-000000000020';
const leilani = '00000000-0000-4000-8000-0000000000ad';
const details: Extract<ClosureEvent, { type: 'ClosureCreated' }>['data'] = { closureId, startDate: '2026-12-24', endDate: '2026-12-26', reason: 'Holidays', createdBy: leilani };
const created: ClosureEvent = { type: 'ClosureCreated', data: details };
const removed: ClosureEvent = { type: 'ClosureRemoved', data: { closureId, removedBy: leilani } };
const create = (overrides: Partial<typeof details> = {}) => ({ type: 'CreateClosure' as const, data: { ...details, ...overrides } });
const remove = { type: 'RemoveClosure' as const, data: { closureId, removedBy: leilani } };

describe('the closure decider', () => {
  it('closes a day or a range from today on, with the reason trimmed', () => {
    spec.given([]).when(create()).then([created]);
    spec.given([]).when(create({ startDate: '2026-11-02', endDate: '2026-11-02', reason: '  Training  ' })).then([
      { type: 'ClosureCreated', data: { ...details, startDate: '2026-11-02', endDate: '2026-11-02', reason: 'Training' } },
    ]);
    // A range that began before today still closes its days to come.
    spec.given([]).when(create({ startDate: '2026-10-30', endDate: '2026-11-03' })).then([{ type: 'ClosureCreated', data: { ...details, startDate: '2026-10-30', endDate: '2026-11-03' } }]);
  });

  it('refuses a range that ends before it starts, one too long, one already past, a blank reason and a second creation', () => {
    spec.given([]).when(create({ startDate: '2026-12-26', endDate: '2026-12-24' })).thenThrows(BadRequestError, CLOSURE_END_BEFORE_START);
    spec.given([]).when(create({ startDate: '2026-12-01', endDate: '2027-12-02' })).thenThrows(BadRequestError, CLOSURE_TOO_LONG);
    spec.given([]).when(create({ startDate: '2026-10-26', endDate: '2026-10-30' })).thenThrows(BadRequestError, CLOSURE_IN_PAST);
    spec.given([]).when(create({ reason: '   ' })).thenThrows(BadRequestError, CLOSURE_REASON_REQUIRED);
    spec.given([created]).when(create()).thenThrows(ConflictError, CLOSURE_EXISTS);
  });

  it('removes an active closure once; removing it again changes nothing', () => {
    spec.given([created]).when(remove).then([removed]);
    spec.given([created, removed]).when(remove).then([]);
  });

  it('knows no closure that was never made', () => {
    spec.given([]).when(remove).thenThrows(NotFoundError, CLOSURE_NOT_FOUND);
  });

  it('names its stream by id', () => {
    expect(closureStream(closureId)).toBe(`closure-${closureId}`);
  });
});
