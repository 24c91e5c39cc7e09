// SPEC 1, "Program terms (shown to salespeople)", word for word. The 10 disclaimers accepted at signup
// come from '@tint/libs/disclaimers'.

export const PROGRAM_TERMS_TITLE = 'Program terms';
export { PROGRAM_TERMS } from '@tint/libs/disclaimers';

export const DISCLAIMERS_TITLE = 'Disclaimers';
export const DISCLAIMERS_INTRO = 'You accepted these disclaimers when you registered. They apply to every referral you make.';
export const REFERRALS_INTRO = 'The terms of the referral program, for your reference.';
