// Payout Settings (issue 20): the salesperson's dialog, and the admin's view of it (pending payouts, earnings card).

export const PAYOUT_SETTINGS_BUTTON = 'Payout Settings';
/** The Payout Details card the button is on. */
export const PAYOUT_SETTINGS_CARD_TITLE = 'How you get paid';
export const PAYOUT_SETTINGS_TITLE = 'Payout Settings';
export const PAYOUT_SETTINGS_TEXT = 'Tell us how you want your commissions paid. Your legal name goes on the year-end tax form (1099-NEC).';
export const PAYOUT_METHOD_FIELD = 'Payment method';
export const PAYOUT_HANDLE_FIELD = 'Handle or address';
export const PAYOUT_HANDLE_PLACEHOLDERS = {
  venmo: '@your-venmo',
  paypal: 'you@example.com',
  zelle: 'Email or phone registered with Zelle',
  cash: 'Optional',
  check: 'Mailing address (optional)',
  other: 'How to reach you (optional)',
} as const;
export const LEGAL_NAME_FIELD = 'Legal name';
export const LEGAL_NAME_PLACEHOLDER = 'As on your tax return';
export const SAVE_PAYOUT_SETTINGS = 'Save';
export const PAYOUT_SETTINGS_SAVED = 'Payout settings saved.';
export const PAYOUT_SETTINGS_SAVE_FAILED = 'Could not save your payout settings.';
export const PAYOUT_SETTINGS_LOAD_FAILED = 'Could not load your payout settings.';
/** The Payout Details line under the button. */
export const payoutSettingsSummary = (method: string, handle: string | null) => (handle ? `Paid by ${method}: ${handle}` : `Paid by ${method}`);
export const PAYOUT_SETTINGS_NOT_SET = 'Not set yet: payouts go by Venmo unless you say otherwise.';

// ---- The admin's side ----
export const PAYOUT_PROFILE_LABEL = 'Pay to';
export const LEGAL_NAME_LABEL = 'Legal name';
export const NO_PAYOUT_PROFILE = 'No payout settings';
/** 'Zelle · 808-555-0123', or the method alone. */
export const payToText = (method: string, handle: string | null) => (handle ? `${method} · ${handle}` : method);

export const EARNINGS_TITLE = 'Year-end earnings';
export const earningsIntro = (threshold: string) => `Commissions paid in the year (business time zone). A 1099-NEC is due at ${threshold} or more.`;
export const EARNINGS_YEAR_LABEL = 'Year';
export const EARNINGS_PAID = 'Paid';
export const EARNINGS_PAYMENTS = 'Payments';
export const REQUIRES_1099 = '1099 required';
export const LEGAL_NAME_ON_FILE = 'Legal name on file';
export const YES = 'Yes';
export const NO = 'No';
export const DOWNLOAD_CSV = 'Download CSV';
export const DOWNLOAD_FAILED = 'The download failed. Please try again.';
export const NO_EARNINGS = 'No commissions were paid in this year.';
export const EARNINGS_LOAD_FAILED = 'Could not load the earnings.';
export const paymentCount = (count: number) => `${String(count)} ${count === 1 ? 'payment' : 'payments'}`;

/** The CSV's header row. */
export const EARNINGS_CSV_HEADER = ['Salesperson', 'Dealership', 'Legal name', 'Paid', 'Payments', '1099 required', 'Legal name on file'] as const;

// Messages the server sends and this feature's screens show: here, not in validation-messages, so that the
// landing page (which imports that module) does not carry them.
export const PAYOUT_HANDLE_REQUIRED = 'Enter the Venmo or PayPal username, or the Zelle email or phone, to be paid to';
export const LEGAL_NAME_REQUIRED = 'Legal name is required';
