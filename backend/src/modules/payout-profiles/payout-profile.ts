// The payout profile aggregate (stream `payout-profile-<salespersonId>`, issue 20): how a salesperson wants to be
// paid — method, handle or address, legal name. A stream of its own rather than the salesperson's: setting it never
// races a sign-in's identity link, and the account's stream stays about the account. The handle and the legal name
// are personal, sealed under the salesperson's key, so their erasure shreds them with the rest.
import { FORMER_SALESPERSON_NAME } from '@tint/libs/texts/privacy';
import type { PayoutMethod } from '@tint/libs/constants';
import { isPayoutMethod } from '@tint/libs/constants';
import { handleRequired, LEGAL_NAME_MAX, PAYOUT_HANDLE_MAX } from '@tint/libs/payout-profile';
import { INVALID_PAYOUT_METHOD, LEGAL_NAME_TOO_LONG, PAYOUT_HANDLE_TOO_LONG } from '@tint/libs/validation-messages';
import { LEGAL_NAME_REQUIRED, PAYOUT_HANDLE_REQUIRED } from '@tint/libs/texts/payout-settings';
import type { DecisionContext, Decider } from '../../platform/decider.js';
import { BadRequestError } from '../../platform/errors.js';
import type { PersonalDataPolicies } from '../../platform/personal-data/policies.js';
import { salespersonSubject } from '../auth/salesperson.js';

export type PayoutProfileData = { salespersonId: string; payoutMethod: PayoutMethod; handle: string | null; legalName: string };

export type PayoutProfileEvent = { type: 'PayoutProfileSet'; data: PayoutProfileData };
export type PayoutProfileCommand = { type: 'SetPayoutProfile'; data: PayoutProfileData };
export type PayoutProfileState = { profile: PayoutProfileData | null };

export const payoutProfileStream = (salespersonId: string) => `payout-profile-${salespersonId}`;

/** The handle and the legal name are the salesperson's; erased, the handle is gone and the name reads as the placeholder. */
export const PAYOUT_PROFILE_PERSONAL_DATA: PersonalDataPolicies = {
  PayoutProfileSet: {
    subject: (data) => salespersonSubject(data.salespersonId as string),
    fields: ['handle', 'legalName'],
    erased: () => ({ handle: null, legalName: FORMER_SALESPERSON_NAME }),
  },
};

export const payoutProfileDecider: Decider<PayoutProfileState, PayoutProfileCommand, PayoutProfileEvent, DecisionContext> = {
  initialState: { profile: null },

  evolve(state, event) {
    return event.type === 'PayoutProfileSet' ? { profile: event.data } : state;
  },

  decide(command, state) {
    const handle = command.data.handle?.trim() || null;
    const legalName = command.data.legalName.trim();
    const { payoutMethod } = command.data;
    // The DTO says the same first; these hold for any caller of the command.
    if (!isPayoutMethod(payoutMethod)) throw new BadRequestError(INVALID_PAYOUT_METHOD);
    if (handleRequired(payoutMethod) && handle === null) throw new BadRequestError(PAYOUT_HANDLE_REQUIRED);
    if (handle !== null && handle.length > PAYOUT_HANDLE_MAX) throw new BadRequestError(PAYOUT_HANDLE_TOO_LONG);
    if (legalName === '') throw new BadRequestError(LEGAL_NAME_REQUIRED);
    if (legalName.length > LEGAL_NAME_MAX) throw new BadRequestError(LEGAL_NAME_TOO_LONG);
    const profile = { salespersonId: command.data.salespersonId, payoutMethod, handle, legalName };
    // Saving the same settings again changes nothing.
    const current = state.profile;
    if (current && current.payoutMethod === payoutMethod && current.handle === handle && current.legalName === legalName) return [];
    return [{ type: 'PayoutProfileSet', data: profile }];
  },
};
