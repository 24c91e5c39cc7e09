// Texts of the app shell that neither the spec nor libs/src/validation-messages.ts gives (our wording).

export const BACK_TO_DASHBOARD = 'Back to Dashboard';
