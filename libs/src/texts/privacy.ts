// Personal data (issue 17): the salesperson's own copy of what the portal holds about them.

/** The Payout Details card that offers the download. */
export const MY_DATA_TITLE = 'Your data';
export const MY_DATA_TEXT =
  'Download everything the portal holds about you as a JSON file: your account, the appointments you booked (with the customer details you entered), your badges, rewards and payouts.';
export const MY_DATA_DOWNLOAD = 'Download my data';
