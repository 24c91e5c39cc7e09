// Personal data (issue 17): the salesperson's own copy of what the portal holds about them.

/** The Payout Details card that offers the download. */
export const MY_DATA_TITLE = 'Your data';
export const MY_DATA_TEXT =
  'Download everything the portal holds about you as a JSON file: your account, the appointments you booked (with the customer details you entered), your badges, rewards, payouts and payout settings.';
export const MY_DATA_DOWNLOAD = 'Download my data';

/** What an erased person's name reads as everywhere (issue 17, erasure by crypto-shredding). */
export const ERASED_CUSTOMER_NAME = 'Erased customer';
export const FORMER_SALESPERSON_NAME = 'Former salesperson';
export const FORMER_ADMIN_NAME = 'Former admin';

/** A two-word placeholder split into the first and last name fields that hold a person's name. */
export function placeholderNameParts(placeholder: string): { firstName: string; lastName: string } {
  const [firstName = placeholder, ...rest] = placeholder.split(' ');
  return { firstName, lastName: rest.join(' ') };
}

/** The unique, undeliverable address an erased account keeps (the accounts' email column is unique). */
export const erasedEmail = (accountId: string) => `erased+${accountId}@erased.invalid`;

/** Erasure (issue 17): the admin's buttons on an appointment (its customer) and on a salesperson, and the salesperson's own. */
export const ERASE_CUSTOMER = 'Erase customer data';
export const ERASE_CUSTOMER_CONFIRM = "Erase this customer's name, phone and email for good? The appointment, its price and commission stay.";
export const ERASE_SALESPERSON = 'Erase salesperson';
export const ERASE_SALESPERSON_CONFIRM =
  "Erase this salesperson's name, email and phone for good and close their account? Their referrals and commissions stay, under 'Former salesperson'.";
export const ERASE_MY_ACCOUNT = 'Erase my account';
export const ERASE_MY_ACCOUNT_CONFIRM =
  "Erase your account and personal data for good? You are signed out and cannot sign in again. Commissions already paid stay in the ledger under 'Former salesperson'.";
export const ERASE_OK = 'Erase';
export const ERASED_TITLE = 'Erased';
export const CUSTOMER_ERASED_TEXT = "The customer's personal data was erased.";
export const SALESPERSON_ERASED_TEXT = "The salesperson's personal data was erased and their account closed.";
export const ERASURE_FAILED = 'Erasure failed';
