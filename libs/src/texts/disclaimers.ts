/**
 * Texts of the Referrals & Disclaimers section (SPEC 2.3). The program terms of SPEC 1 and the 10
 * signup disclaimers are in '../disclaimers.js'.
 */

export const PROGRAM_TERMS_TITLE = 'Program terms';
export const DISCLAIMERS_TITLE = 'Disclaimers';
export const DISCLAIMERS_INTRO = 'You accepted these disclaimers when you registered. They apply to every referral you make.';
export const REFERRALS_INTRO = 'The terms of the referral program, for your reference.';
