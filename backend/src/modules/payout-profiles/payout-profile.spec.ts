import { INVALID_PAYOUT_METHOD, LEGAL_NAME_TOO_LONG, PAYOUT_HANDLE_TOO_LONG } from '@tint/libs/validation-messages';
import { LEGAL_NAME_REQUIRED, PAYOUT_HANDLE_REQUIRED } from '@tint/libs/texts/payout-settings';
import type { PayoutMethod } from '@tint/libs/constants';
import { deciderSpec, MONDAY_MORNING } from '../../../test/support/decider-spec.js';
import { BadRequestError } from '../../platform/errors.js';
import { type PayoutProfileData, payoutProfileDecider } from './payout-profile.js';

const spec = deciderSpec(payoutProfileDecider, MONDAY_MORNING);
const salespersonId = '00000000-0000-4000-8000-000000000031';
const profile: PayoutProfileData = { salespersonId, payoutMethod: 'venmo', handle: '@kai-makoa', legalName: 'Kai Makoa' };
const set = (overrides: Partial<PayoutProfileData> = {}) => ({ type: 'SetPayoutProfile' as const, data: { ...profile, ...overrides } });

describe('the payout profile decider', () => {
  it('sets a profile, trimmed', () => {
    spec.given([]).when(set({ handle: '  @kai-makoa ', legalName: ' Kai Makoa ' })).then([{ type: 'PayoutProfileSet', data: profile }]);
  });

  it('changes it, and saving the same again appends nothing', () => {
    const before = { type: 'PayoutProfileSet' as const, data: profile };
    spec.given([before]).when(set({ payoutMethod: 'check', handle: null })).then([{ type: 'PayoutProfileSet', data: { ...profile, payoutMethod: 'check', handle: null } }]);
    spec.given([before]).when(set({ handle: ' @kai-makoa' })).then([]);
  });

  it('needs a handle for venmo, paypal and zelle, not for cash, check or other', () => {
    for (const method of ['venmo', 'paypal', 'zelle'] as const) spec.given([]).when(set({ payoutMethod: method, handle: '  ' })).thenThrows(BadRequestError, PAYOUT_HANDLE_REQUIRED);
    for (const method of ['cash', 'check', 'other'] as const) {
      spec.given([]).when(set({ payoutMethod: method, handle: ' ' })).then([{ type: 'PayoutProfileSet', data: { ...profile, payoutMethod: method, handle: null } }]);
    }
  });

  it('refuses an unknown method, a missing or too long legal name and a too long handle', () => {
    spec.given([]).when(set({ payoutMethod: 'bitcoin' as PayoutMethod })).thenThrows(BadRequestError, INVALID_PAYOUT_METHOD);
    spec.given([]).when(set({ legalName: '   ' })).thenThrows(BadRequestError, LEGAL_NAME_REQUIRED);
    spec.given([]).when(set({ legalName: 'x'.repeat(121) })).thenThrows(BadRequestError, LEGAL_NAME_TOO_LONG);
    spec.given([]).when(set({ handle: 'x'.repeat(201) })).thenThrows(BadRequestError, PAYOUT_HANDLE_TOO_LONG);
    spec.given([]).when(set({ legalName: 'x'.repeat(120), handle: 'x'.repeat(200) })).then([{ type: 'PayoutProfileSet', data: { ...profile, legalName: 'x'.repeat(120), handle: 'x'.repeat(200) } }]);
  });
});
