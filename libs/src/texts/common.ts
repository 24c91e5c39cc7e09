/**
 * Words many screens share (buttons, field labels, placeholders, loading announcements), written once
 * so that two screens never spell the same thing two ways. Our wording unless a comment names the spec.
 */

/** SPEC 2.3 / 2.4: the salesperson header's and the admin header's logout button. */
export const LOGOUT = 'Logout';
/** SPEC 2.2: the landing's and the login form's button; the admin login uses it too. */
export const SIGN_IN = 'Sign In';
/** SPEC 2.4 (Fulfill Payout dialog), and every other dialog that can be left without a change. */
export const CANCEL = 'Cancel';
/** SPEC 2.3 (quiz), and the signed-out screens' way back. */
export const BACK = 'Back';
export const RETRY = 'Retry';
export const TRY_AGAIN = 'Try again';

// ---- Field labels ----
export const EMAIL_LABEL = 'Email';
export const PASSWORD_LABEL = 'Password';
export const CONFIRM_PASSWORD_LABEL = 'Confirm password';
export const FIRST_NAME_LABEL = 'First name';
export const LAST_NAME_LABEL = 'Last name';
export const PHONE_LABEL = 'Phone';
export const COMPANY_LABEL = 'Company';
export const MAKE_LABEL = 'Make';
export const MODEL_LABEL = 'Model';
export const DATE_LABEL = 'Date';
export const TIME_LABEL = 'Time';
export const CUSTOMER_LABEL = 'Customer';
export const VEHICLE_LABEL = 'Vehicle';
export const PACKAGE_LABEL = 'Package';
export const COMMISSION_LABEL = 'Commission';

// ---- Placeholders ----
export const EMAIL_PLACEHOLDER = 'you@example.com';
export const PHONE_PLACEHOLDER = '(808) 555-0123';
/** Date pickers only offer weekdays (SPEC 5). */
export const WEEKDAY_PLACEHOLDER = 'Select a weekday';

// ---- Values ----
/** A figure whose read failed, or an optional field left empty. */
export const NO_VALUE = '—';

/** 'referral' for 1, 'referrals' otherwise. */
export function referralsWord(count: number): string {
  return count === 1 ? 'referral' : 'referrals';
}

/** What a spinner or skeleton announces while it waits: 'Loading' alone, or 'Loading Recent Activity'. */
export const LOADING_LABEL = 'Loading';
export function loadingLabel(what: string): string {
  return `${LOADING_LABEL} ${what}`;
}
