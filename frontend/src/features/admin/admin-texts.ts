// Admin texts that neither the spec nor libs/src/validation-messages.ts gives (our wording).
export const ADMIN_SERVER_LOGOUT_LABEL = 'Sign out of the portal';
export const ADMIN_ME_LOAD_FAILED = 'Could not load your admin account. Please try again.';
export const ADMIN_CONTENT_PLACEHOLDER = 'Management tools will appear here.';
