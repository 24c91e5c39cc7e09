/**
 * The 10 program disclaimers a salesperson accepts at signup (RULES, accounts and security; the
 * count is DISCLAIMER_COUNT). Also shown on the Referrals & Disclaimers screen. Acceptance is not
 * sent to the server (SPEC 3, signup payload).
 */

export interface Disclaimer {
  id: string;
  text: string;
}

export const DISCLAIMERS: readonly Disclaimer[] = [
  {
    id: 'independent-referrer',
    text: 'I understand that I am an independent referrer and not an employee of the tint company.',
  },
  {
    id: 'paid-in-full',
    text: 'I understand that referral bonuses are paid only on jobs that are completed and paid in full.',
  },
  {
    id: 'no-discounts-or-guarantees',
    text: 'I will not offer customers any discounts or guarantees on behalf of the company.',
  },
  {
    id: 'customer-information',
    text: 'I will not misuse customer information and will use it only to refer the customer for service.',
  },
  {
    id: 'customer-consent',
    text: 'I confirm that every customer I refer has agreed to be contacted by the company.',
  },
  {
    id: 'payout-discretion',
    text: "I understand that payouts are made at the company's discretion.",
  },
  {
    id: 'fraud-removal',
    text: 'I understand that I may be removed from the program if fraud is suspected.',
  },
  {
    id: 'own-taxes',
    text: 'I am responsible for reporting and paying any taxes on the money I earn as a referrer.',
  },
  {
    id: 'terms-may-change',
    text: 'I understand that the company may change these terms at any time.',
  },
  {
    id: 'missed-appointment',
    text:
      "I understand that the customer's 10% discount is void if the appointment is missed, unless it is rescheduled at least 48 hours in advance.",
  },
];

/** SPEC 1, "Program terms (shown to salespeople)", word for word. */
export const PROGRAM_TERMS: readonly string[] = [
  'Sales reps may not offer discounts or guarantees.',
  'Sales reps may not misuse customer information.',
  "Payouts are at the company's discretion.",
  'Users may be removed for suspected fraud.',
];
