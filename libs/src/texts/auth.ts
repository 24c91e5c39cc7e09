/**
 * Texts of the signed-out screens (SPEC 2.2): landing, login, registration, forgot password, and the
 * reset-password page RULES adds. The spec's toasts and validation messages are in
 * '../validation-messages.js'; the product name is PRODUCT_NAME in '../constants.js'.
 */
import { PASSWORD_RESET_DONE, SSO_FAILED_TEXT, SSO_UNAVAILABLE_TEXT } from '../validation-messages.js';

// ---- SPEC 2.2 ----
export const CREATE_NEW_ACCOUNT = 'Create New Account';
export const FORGOT_PASSWORD_LINK = 'Forgot your password?';
export const SIGNUP_TITLE = 'Salesperson Registration';
export const CREATE_ACCOUNT = 'Create Account';
export const ALREADY_HAVE_ACCOUNT = 'Already have an account? Sign In';
export const SEND_RESET_EMAIL = 'Send Reset Email';
export const BACK_TO_LOGIN = 'Back to Login';

// ---- Our wording ----
/** The spec's "Continue with an outside identity provider" button. */
export const SSO_BUTTON = 'Continue with Single Sign-On';
export const SIGNED_OUT_FOOTER = 'Independent referrer program for dealership sales staff';

export const LANDING_SUBTITLE = 'Refer customers for window tinting, book their appointments and earn commissions and rewards.';
export const NEW_TO_PROGRAM = 'New to the program?';
export const LANDING_HIGHLIGHTS_LABEL = 'What you can do';
export const LANDING_HIGHLIGHTS = {
  match: 'Match the right tint',
  book: 'Book appointments',
  earn: 'Earn rewards',
} as const;

export const LOGIN_DESCRIPTION = 'Sign in with your email and password.';
export const PASSWORD_PLACEHOLDER = 'Your password';
/** Between the login form and the other ways in. */
export const OR = 'or';

export const SIGNUP_DESCRIPTION = 'Create your independent referrer account.';
export const PHONE_NUMBER_LABEL = 'Phone number';
export const COMPANY_PLACEHOLDER = 'Select your dealership';
export const DISCLAIMERS_HEADING = 'Program disclaimers';
/** '3 of 10 accepted' */
export function disclaimersAccepted(accepted: number, total: number): string {
  return `${String(accepted)} of ${String(total)} accepted`;
}

/** Why the outside identity provider sent the visitor back: `/?authError=<code>` (RULES, accounts). */
export const AUTH_ERROR_TEXTS = {
  'sso-unavailable': SSO_UNAVAILABLE_TEXT,
  'sso-failed': SSO_FAILED_TEXT,
} as const;

export type AuthErrorCode = keyof typeof AUTH_ERROR_TEXTS;

export function authErrorText(code: string | null): string | null {
  if (code === null || !Object.hasOwn(AUTH_ERROR_TEXTS, code)) return null;
  return AUTH_ERROR_TEXTS[code as AuthErrorCode];
}

// ---- Forgot password ----
export const FORGOT_PASSWORD_TITLE = 'Forgot Password';
export const FORGOT_PASSWORD_DESCRIPTION = 'Enter your email address and we will send you a link to reset your password.';
/** Around the address, which the screen shows in bold: 'If an account exists for <email>, we have sent…'. */
export const RESET_SENT_TO_PREFIX = 'If an account exists for';
export const RESET_SENT_TO_SUFFIX = ', we have sent it a link to reset the password.';

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** 3600000 -> '1 hour', 7200000 -> '2 hours', 1800000 -> '30 minutes'. */
export function formatLifetime(ms: number): string {
  if (ms >= HOUR_MS && ms % HOUR_MS === 0) {
    const hours = ms / HOUR_MS;
    return hours === 1 ? '1 hour' : `${String(hours)} hours`;
  }
  const minutes = Math.max(1, Math.round(ms / MINUTE_MS));
  return minutes === 1 ? '1 minute' : `${String(minutes)} minutes`;
}

/** Neutral on purpose: the answer is the same whether or not the account exists (RULES). */
export function resetEmailSentNote(lifetimeMs: number): string {
  return `The link works once and expires in ${formatLifetime(lifetimeMs)}.`;
}
export const CHECK_SPAM_NOTE = "Don't see it within a few minutes? Check your spam or junk folder.";

// ---- Reset password page ----
export const RESET_PASSWORD_TITLE = 'Reset Password';
export const RESET_PASSWORD_DESCRIPTION = 'Choose a new password for your account.';
export const RESET_PASSWORD_SUBMIT = 'Reset Password';
export const NEW_PASSWORD_LABEL = 'New password';
export const RESET_PASSWORD_DONE_TITLE = 'Password Updated';
export const RESET_PASSWORD_DONE_FALLBACK = PASSWORD_RESET_DONE;
export const RESET_LINK_INCOMPLETE_TITLE = 'Incomplete Reset Link';
export const RESET_LINK_INCOMPLETE_TEXT =
  'This password reset link is incomplete. Open the link from your email again, or request a new one.';
export const RESET_LINK_PROBLEM_TITLE = 'Reset Link Not Valid';
export const RESET_FAILED_GENERIC = 'Could not reset your password. Please try again.';
export const GO_TO_SIGN_IN = 'Go to Sign In';
export const REQUEST_NEW_LINK = 'Request a new reset link';
