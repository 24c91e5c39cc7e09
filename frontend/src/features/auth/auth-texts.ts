import { PASSWORD_RESET_DONE, SSO_FAILED_TEXT, SSO_UNAVAILABLE_TEXT } from '@tint/libs/validation-messages';

// Texts of the signed-out screens that neither the spec nor libs/src/validation-messages.ts gives.
// Spec texts are imported from '@tint/libs/validation-messages'; only our own wording lives here.

/** Why the outside identity provider sent the visitor back: `/?authError=<code>` (RULES, accounts). */
export const AUTH_ERROR_TEXTS = {
  'sso-unavailable': SSO_UNAVAILABLE_TEXT,
  'sso-failed': SSO_FAILED_TEXT,
} as const;

export type AuthErrorCode = keyof typeof AUTH_ERROR_TEXTS;

export const AUTH_ERROR_PARAM = 'authError';

export function authErrorText(code: string | null): string | null {
  if (code === null || !Object.hasOwn(AUTH_ERROR_TEXTS, code)) return null;
  return AUTH_ERROR_TEXTS[code as AuthErrorCode];
}

// ---- Forgot password ----
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
export const RESET_PASSWORD_DONE_TITLE = 'Password Updated';
export const RESET_PASSWORD_DONE_FALLBACK = PASSWORD_RESET_DONE;
export const RESET_LINK_INCOMPLETE_TITLE = 'Incomplete Reset Link';
export const RESET_LINK_INCOMPLETE_TEXT =
  'This password reset link is incomplete. Open the link from your email again, or request a new one.';
export const RESET_LINK_PROBLEM_TITLE = 'Reset Link Not Valid';
export const RESET_FAILED_GENERIC = 'Could not reset your password. Please try again.';
export const GO_TO_SIGN_IN = 'Go to Sign In';
export const REQUEST_NEW_LINK = 'Request a new reset link';
