/**
 * Every text and constant SPEC.md gives, pinned literally: each expectation below is copied from the
 * spec, so changing a text or a number in libs fails here first. Where RULES.md overrides the spec, the
 * RULES value is pinned and a comment says so. Our own wording (texts the spec does not quote) is not
 * pinned here; the screens' tests use the constants.
 */
import { FUNNEL_STEPS, capPercent } from './analytics.js';
import { BADGE_DEFINITIONS, BADGE_TYPES } from './badges.js';
import {
  ANALYTICS_REFRESH_MS,
  ANALYTICS_WINDOW_DAYS,
  APPOINTMENT_NOTICE_DAYS,
  APPOINTMENT_NOTICE_MAX,
  APPOINTMENT_STATUSES,
  BADGE_POLL_MS,
  BONUS_HINT_MAX_REMAINING,
  CONTACT_WITHIN_HOURS,
  DEFAULT_BUSINESS_TIMEZONE,
  DEFAULT_COMMISSION_CENTS,
  DEFAULT_PAYOUT_METHOD,
  DEFAULT_SLOT_CAPACITY,
  DISCLAIMER_COUNT,
  DISCOUNT_PERCENT,
  GIFT_CARD_HINT_MAX_REMAINING,
  NOTIFICATION_TYPES,
  PASSWORD_MIN,
  PASSWORD_RESET_TTL_MS,
  PAYOUT_FREQUENCY,
  PAYOUT_LIST_LIMITS,
  PAYOUT_METHODS,
  PAYOUT_PERIODS,
  PAYOUT_SCHEDULE_TEXT,
  PAYOUT_STATUSES,
  PHONE_MIN,
  PRODUCT_NAME,
  PROFILE_SAVE_DELAY_MS,
  RECENT_ACTIVITY_LIMIT,
  RECENT_SESSIONS_LIMIT,
  RESCHEDULE_NOTICE_HOURS,
  RESERVATION_STATUSES,
  SERVICE_DURATION_HOURS,
  SUCCESS_RATE_GREEN_MIN,
  SUCCESS_RATE_YELLOW_MIN,
  TEST_BOOKING_COMMISSION_CENTS,
  TEST_BOOKING_PRICE_CENTS,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOUR_DELAY_MS,
  UNREAD_COUNT_CAP,
  WEEK_STARTS_ON,
  YEAR_MIN,
  formatUnreadCount,
  successRateColor,
} from './constants.js';
import { DEALERSHIPS } from './dealerships.js';
import { DISCLAIMERS, PROGRAM_TERMS } from './disclaimers.js';
import { centsToDecimal, formatMoney, formatPercent } from './money.js';
import {
  DEFAULT_VEHICLE_SIZE,
  FALLBACK_PRICES_CENTS,
  FRONT_WINDOWS_PRICES_CENTS,
  FULL_VEHICLE_PRICES_CENTS,
  LIFETIME_WARRANTY_TEXT,
  LUXURY_MAKES,
  SUV_MODEL_KEYWORDS,
  TEST_BOOKING_PACKAGES,
  TINT_PACKAGES,
  TINT_PACKAGE_INFO,
  VEHICLE_SIZES,
  VEHICLE_SIZE_LABELS,
  WINDOW_OPTIONS,
  WINDOW_OPTION_LABELS,
  discounted,
} from './prices.js';
import { CONTACT_METHOD_VALUES, EXPERIENCE_VALUES, SPECIALTIES } from './profile-options.js';
import { QUIZ_LENGTH, QUIZ_QUESTIONS, RECOMMENDATION_TIE_ORDER, quizProgress } from './quiz.js';
import {
  CASH_BONUS_CENTS,
  CASH_BONUS_EVERY,
  DECEMBER_CHALLENGE_BONUS_CENTS,
  DECEMBER_CHALLENGE_DAYS_REMAINING_TEXT,
  DECEMBER_CHALLENGE_REFERRALS,
  GIFT_CARD_EVERY,
  MONTHLY_STATUSES,
  MONTHLY_STATUS_MIN,
} from './rewards.js';
import { SLOT_TIMES } from './slots.js';
import * as admin from './texts/admin.js';
import * as auth from './texts/auth.js';
import * as booking from './texts/booking.js';
import { BACK, CANCEL, LOGOUT, SIGN_IN } from './texts/common.js';
import { ENHANCE_PROFILE, METRIC_COMPLETED_SERVICES, RECENT_ACTIVITY_TITLE } from './texts/dashboard.js';
import { YOU_MARK } from './texts/leaderboard.js';
import { MARK_ALL_READ } from './texts/notifications.js';
import { SAVE_PROFILE, SKIP_FOR_NOW } from './texts/profile.js';
import { NAV_MOBILE_LABELS, SECTION_TITLES } from './texts/salesperson-app.js';
import { TEST_BOOKING_INTRO, TEST_BOOKING_SUBMIT, TEST_BOOKING_SUBMITTING } from './texts/test-booking.js';
import * as tintMatch from './texts/tint-match.js';
import { TAKE_TOUR, TOUR_STEP_TEXTS } from './texts/tour.js';
import { ADMIN_TIER_NAMES, ADMIN_TIERS, DEFAULT_ADMIN_TIER, TIERS, TIER_COLORS, adminTierLabel, tierStateLabel } from './tiers.js';
import * as messages from './validation-messages.js';

describe('SPEC 1: program terms', () => {
  it('shows the four terms word for word', () => {
    expect(PROGRAM_TERMS).toEqual([
      'Sales reps may not offer discounts or guarantees.',
      'Sales reps may not misuse customer information.',
      "Payouts are at the company's discretion.",
      'Users may be removed for suspected fraud.',
    ]);
  });
});

describe('SPEC 2.1: the not-found page', () => {
  it('has the heading and the body', () => {
    expect(messages.NOT_FOUND_TITLE).toBe('404 Page Not Found');
    expect(messages.NOT_FOUND_BODY).toBe('Did you forget to add the page to the router?');
  });
});

describe('SPEC 2.2: signed-out screens', () => {
  it('landing and login', () => {
    expect(PRODUCT_NAME).toBe('Salesperson Referral Portal');
    expect(SIGN_IN).toBe('Sign In');
    expect(auth.CREATE_NEW_ACCOUNT).toBe('Create New Account');
    expect(auth.FORGOT_PASSWORD_LINK).toBe('Forgot your password?');
  });

  it('signup', () => {
    expect(auth.SIGNUP_TITLE).toBe('Salesperson Registration');
    expect(auth.CREATE_ACCOUNT).toBe('Create Account');
    expect(auth.ALREADY_HAVE_ACCOUNT).toBe('Already have an account? Sign In');
    expect(DISCLAIMERS).toHaveLength(10);
  });

  it('forgot password', () => {
    expect(auth.SEND_RESET_EMAIL).toBe('Send Reset Email');
    expect(auth.BACK_TO_LOGIN).toBe('Back to Login');
    expect(messages.CHECK_YOUR_EMAIL_TITLE).toBe('Check Your Email');
  });
});

describe('SPEC 2.3: the salesperson app', () => {
  it('names the sections', () => {
    expect(SECTION_TITLES).toEqual({
      dashboard: 'Dashboard',
      'tint-match': 'Tint Match',
      calendar: 'Book Appointment',
      leaderboard: 'Leaderboard',
      rewards: 'Rewards',
      payouts: 'Payout Details',
      disclaimers: 'Referrals & Disclaimers',
      tiers: 'Rewards & Tiers',
    });
  });

  it('labels the desktop tabs and the mobile bottom bar', () => {
    const nav = ['dashboard', 'tint-match', 'calendar', 'leaderboard', 'rewards'] as const;
    expect(nav.map((id) => SECTION_TITLES[id])).toEqual(['Dashboard', 'Tint Match', 'Book Appointment', 'Leaderboard', 'Rewards']);
    expect(Object.values(NAV_MOBILE_LABELS)).toEqual(['Dashboard', 'Match', 'Book', 'Ranks', 'Rewards']);
  });

  it('header: Logout and the bell capped at 9+', () => {
    expect(LOGOUT).toBe('Logout');
    expect(UNREAD_COUNT_CAP).toBe(9);
    expect(formatUnreadCount(10)).toBe('9+');
  });

  it('dashboard', () => {
    expect(ENHANCE_PROFILE).toBe('Enhance Profile');
    expect(TAKE_TOUR).toBe('Take Tour');
    expect(METRIC_COMPLETED_SERVICES).toBe('Completed Services');
    expect(RECENT_ACTIVITY_TITLE).toBe('Recent Activity');
    expect(RECENT_ACTIVITY_LIMIT).toBe(3);
    expect(messages.PLACEHOLDER_MONTH_TREND).toBe('+12% from last month');
    expect(messages.PLACEHOLDER_NEXT_TIER).toBe('2 more to next tier');
  });

  it('profile enhancement', () => {
    expect(SKIP_FOR_NOW).toBe('Skip for Now');
    expect(SAVE_PROFILE).toBe('Save Profile');
    expect(PROFILE_SAVE_DELAY_MS).toBe(1000);
  });

  it('tint match', () => {
    expect(quizProgress(0).label).toBe('Question 1 of 6');
    expect(tintMatch.percentComplete(quizProgress(0).percent)).toBe('17% complete');
    expect(BACK).toBe('Back');
    expect(tintMatch.NEXT).toBe('Next');
    expect(tintMatch.GET_RECOMMENDATION).toBe('Get My Recommendation');
    expect(tintMatch.RESULT_TITLE).toBe('Your Perfect Tint Match');
    expect(WINDOW_OPTION_LABELS).toEqual({ full: 'Full Vehicle Tint', front: 'Front Windows Only' });
    expect(tintMatch.RECOMMENDED_BADGE).toBe('RECOMMENDED');
    expect(tintMatch.selectPackageLabel(TINT_PACKAGE_INFO.ceramic.name)).toBe('Select Ceramic Package');
    expect(tintMatch.RETAKE_QUIZ).toBe('Retake Quiz');
  });

  it('book appointment (its slots: SPEC 9)', () => {
    expect(booking.BOOK_APPOINTMENT_BUTTON).toBe('Book Appointment');
    expect(booking.BOOKING_IN_PROGRESS).toBe('Booking...');
    expect(booking.BOOKING_CONFIRMED_TITLE).toBe('Booking Confirmed!');
    expect(booking.RETURN_TO_DASHBOARD).toBe('Return to Dashboard');
    expect(booking.BOOK_ANOTHER).toBe('Book Another Appointment');
  });

  it('leaderboard marks the own row', () => {
    expect(YOU_MARK).toBe('(You)');
  });

  it('rewards: the December challenge', () => {
    expect(DECEMBER_CHALLENGE_REFERRALS).toBe(35);
    expect(DECEMBER_CHALLENGE_BONUS_CENTS).toBe(30000);
    expect(DECEMBER_CHALLENGE_DAYS_REMAINING_TEXT).toBe('16 days remaining');
  });

  it('payout details: MTD/YTD, lists of 5, 3 and 2, weekly on Fridays by 6 pm', () => {
    expect(PAYOUT_PERIODS).toEqual(['MTD', 'YTD']);
    expect(PAYOUT_LIST_LIMITS).toEqual({ completed: 5, pending: 3, scheduled: 2 });
    expect(PAYOUT_FREQUENCY).toBe('weekly');
    expect(PAYOUT_SCHEDULE_TEXT).toBe('Payouts are sent weekly, on Fridays by 6 pm.');
  });

  it("tiers screen: Completed, 'N more to unlock' or Locked", () => {
    expect(tierStateLabel({ state: 'completed', remaining: 0 })).toBe('Completed');
    expect(tierStateLabel({ state: 'unlockable', remaining: 4 })).toBe('4 more to unlock');
    expect(tierStateLabel({ state: 'locked', remaining: 14 })).toBe('Locked');
  });

  it('guided tour: 7 steps', () => {
    expect(TOUR_STEP_TEXTS).toHaveLength(7);
  });

  it('empty states', () => {
    expect(messages.NO_LEADERBOARD_DATA).toBe('No leaderboard data available');
    expect(messages.NO_REWARDS_DATA).toBe('No rewards data available');
    expect(messages.NO_COMPLETED_SERVICES).toBe('No completed services yet');
    expect(messages.NO_PENDING_APPOINTMENTS).toBe('No pending appointments');
    expect(messages.NO_NOTIFICATIONS).toBe('No notifications yet');
  });
});

describe('SPEC 2.4: admin screens', () => {
  it('header and logout', () => {
    expect(messages.LOADING).toBe('Loading...');
    expect(admin.ADMIN_DASHBOARD_TITLE).toBe('Admin Dashboard');
    expect(admin.ADMIN_DASHBOARD_SUBTITLE).toBe('Management Portal');
    expect(messages.ADMIN_LOGGED_OUT_TITLE).toBe('Logged out');
    expect(messages.ADMIN_LOGGED_OUT_TEXT).toBe('Successfully logged out of admin dashboard.');
  });

  it('summary cards and Reset for Rollout', () => {
    expect(admin.SUMMARY_PENDING_PAYOUTS).toBe('Pending Payouts');
    expect(admin.SUMMARY_PENDING_PAYOUTS_NOTE).toBe('Salespeople awaiting payment');
    expect(admin.SUMMARY_ACTIVE_RESERVATIONS).toBe('Active Reservations');
    expect(admin.SUMMARY_ACTIVE_RESERVATIONS_NOTE).toBe('Time slots reserved for team');
    expect(admin.SUMMARY_TOTAL_PENDING).toBe('Total Amount Pending');
    expect(admin.SUMMARY_TOTAL_PENDING_NOTE).toBe('Ready to be paid out');
    expect(admin.SUMMARY_APPOINTMENT_STATUS).toBe('Appointment Status');
    expect([admin.TOTAL_BOOKED, admin.CONFIRMED, admin.UNCONFIRMED]).toEqual(['Total Booked', 'Confirmed', 'Unconfirmed']);
    expect(admin.RESET_BUTTON).toBe('Reset for Rollout');
    expect(messages.RESET_CONFIRM).toBe('This will permanently delete ALL appointments. Continue?');
    expect(messages.RESET_SUCCESS).toBe('All appointments cleared successfully');
  });

  it('tabs, Reservations first', () => {
    expect([admin.TAB_RESERVATIONS, admin.TAB_PAYOUTS, admin.TAB_USERS, admin.TAB_ANALYTICS]).toEqual([
      'Reservations',
      'Payouts',
      'Users',
      'Analytics',
    ]);
    expect(admin.RESERVATIONS_TITLE).toBe('Reservation Management');
  });

  it('payouts tab and the Fulfill Payout dialog', () => {
    expect(admin.PAYOUTS_TITLE).toBe('Payout Management');
    expect(messages.NO_PENDING_PAYOUTS).toBe('No pending payouts. All commissions are up to date!');
    expect(admin.PENDING_BADGE).toBe('Pending');
    expect(admin.MARK_AS_PAID).toBe('Mark as Paid');
    expect(admin.FULFILL_TITLE).toBe('Fulfill Payout');
    expect(admin.FULFILL_TEXT).toBe('Mark this commission as paid and record payment details.');
    expect(admin.PAYOUT_NOTES_PLACEHOLDER).toBe('Transaction ID, receipt number, etc.');
    expect(CANCEL).toBe('Cancel');
    expect(admin.PROCESSING).toBe('Processing...');
    expect(messages.PAYOUT_FULFILLED_TITLE).toBe('Payout Fulfilled');
    expect(messages.payoutFulfilledText(2500)).toBe('Commission of $25.00 marked as paid.');
  });

  it('users tab and the Appointment Details dialog', () => {
    expect(messages.NO_USERS_TITLE).toBe('No Users Found');
    expect(messages.NO_USERS_TEXT).toBe('No salespeople have signed up yet.');
    expect(admin.JOINED).toBe('Joined');
    expect(adminTierLabel(DEFAULT_ADMIN_TIER)).toBe('Bronze Tier');
    expect([admin.TILE_SERVICED, admin.TILE_MTD_COMMISSION, admin.TILE_YTD_COMMISSION]).toEqual(['Serviced', 'MTD Comm.', 'YTD Comm.']);
    expect(formatMoney(0)).toBe('$0.00');
    expect(admin.VIEW_DETAILS).toBe('View Details');
    expect(admin.DETAILS_TITLE).toBe('Appointment Details');
    expect(admin.DETAILS_SUBTITLE).toBe('Manage service and payment status for all appointments');
    expect(admin.allAppointmentsHeading(4)).toBe('All Appointments (4)');
    expect(messages.LOADING_APPOINTMENTS).toBe('Loading appointments...');
    expect(messages.NO_APPOINTMENTS_FOUND).toBe('No appointments found');
    expect(admin.CONFIRMED_BOX).toBe('Appointment Confirmed');
    expect(admin.SERVICED_BOX).toBe('Customer Serviced');
    expect(admin.PAID_BOX).toBe('Salesperson Paid');
    expect(messages.MARK_SERVICED_FIRST_HINT).toBe('* Mark as serviced first before marking as paid');
  });

  it('analytics tab', () => {
    expect(admin.ANALYTICS_TITLE).toBe('Customer Analytics');
    expect(admin.ANALYTICS_SUBTITLE).toBe('Conversion metrics and user behavior tracking (Last 30 days)');
    expect(admin.ANALYTICS_LIVE).toBe('Live Data');
    expect(Object.values(admin.ANALYTICS_CARD_LABELS)).toEqual([
      'Questionnaires Started',
      'Questionnaires Completed',
      'Pricing Viewed',
      'Bookings Completed',
    ]);
    expect(admin.ANALYTICS_OVERALL_RATE).toBe('Overall Conversion Rate');
    expect(admin.ANALYTICS_PRICING_RATE).toBe('Pricing to Booking Rate');
    expect(admin.ANALYTICS_DROP_OFFS).toBe('Top Drop-off Points');
    expect(admin.ANALYTICS_RECENT).toBe('Recent User Sessions');
    expect(RECENT_SESSIONS_LIMIT).toBe(20);
    expect([admin.ANALYTICS_COMPLETED, admin.ANALYTICS_IN_PROGRESS]).toEqual(['Completed', 'In Progress']);
    expect(messages.NO_ANALYTICS_DATA).toBe('No analytics data available');
  });

  it('test booking', () => {
    expect(TEST_BOOKING_PACKAGES).toEqual(['ceramic', 'carbon', 'signature']);
    expect(TEST_BOOKING_SUBMIT).toBe('Test Appointment Creation');
    expect(TEST_BOOKING_SUBMITTING).toBe('Creating Appointment...');
    expect(TEST_BOOKING_INTRO).toBe('This page tests appointment creation without authentication.');
  });
});

describe('SPEC 3: value lists of the entities', () => {
  it('appointment, payout and reservation statuses', () => {
    // The spec's two, then issue 18's: an appointment cancelled, or its customer a no-show.
    expect(APPOINTMENT_STATUSES).toEqual(['scheduled', 'completed', 'cancelled', 'no_show']);
    expect(PAYOUT_STATUSES).toEqual(['pending', 'fulfilled']);
    // 'active or other': the other one is ours.
    expect(RESERVATION_STATUSES).toEqual(['active', 'cancelled']);
  });

  it('packages, window options, monthly statuses, admin tiers and notification types', () => {
    expect(TINT_PACKAGES).toEqual(['carbon', 'ceramic', 'signature']);
    expect(WINDOW_OPTIONS).toEqual(['full', 'front']);
    expect(MONTHLY_STATUSES).toEqual(['bronze', 'silver', 'gold']);
    expect(ADMIN_TIER_NAMES).toEqual(['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond']);
    expect(NOTIFICATION_TYPES).toEqual(['bonus', 'achievement', 'leaderboard', 'appointment']);
  });

  it('payout methods, venmo first and by default', () => {
    expect(PAYOUT_METHODS).toEqual(['venmo', 'paypal', 'zelle', 'cash', 'check', 'other']);
    expect(DEFAULT_PAYOUT_METHOD).toBe('venmo');
  });
});

describe('SPEC 4: states and transitions', () => {
  it('dashboard activity', () => {
    expect(messages.ACTIVITY_COMPLETED).toBe('Appointment completed');
    expect(messages.ACTIVITY_IN_PROGRESS).toBe('Appointment in progress');
    expect(messages.ACTIVITY_NEW_BOOKING).toBe('New booking confirmed');
    expect(messages.ACTIVITY_SCHEDULED).toBe('Scheduled');
  });

  it('quiz: ties go to signature, then ceramic, then carbon; the default size is full', () => {
    expect(RECOMMENDATION_TIE_ORDER).toEqual(['signature', 'ceramic', 'carbon']);
    // 'full' is a column of the price table, not a size: full_suv stands for it (same prices as full_truck).
    expect(DEFAULT_VEHICLE_SIZE).toBe('full_suv');
  });

  it('monthly status: bronze 0-10, silver 11-20, gold 21+', () => {
    expect(MONTHLY_STATUS_MIN).toEqual({ bronze: 0, silver: 11, gold: 21 });
  });

  it("the admin list has the tiers screen's scheme (SPEC 9) plus Diamond", () => {
    // RULES decides the Diamond threshold the spec leaves out: 50+.
    expect(ADMIN_TIERS.map((tier) => [tier.name, tier.minReferrals])).toEqual([
      ['Bronze', 0],
      ['Silver', 10],
      ['Gold', 20],
      ['Platinum', 30],
      ['Diamond', 50],
    ]);
  });

  it('tour starts about 1.5 s after load; notifications offer Mark all read', () => {
    expect(TOUR_DELAY_MS).toBe(1500);
    expect(MARK_ALL_READ).toBe('Mark all read');
  });

  it('analytics funnel order', () => {
    expect(FUNNEL_STEPS).toEqual(['tint_match_started', 'tint_match_completed', 'pricing_viewed', 'booking_started', 'booking_completed']);
  });
});

describe('SPEC 5: validation messages', () => {
  it('login', () => {
    expect(messages.EMAIL_INVALID).toBe('Please enter a valid email address');
    expect(messages.PASSWORD_REQUIRED).toBe('Password is required');
  });

  it('signup', () => {
    expect(messages.FIRST_NAME_REQUIRED).toBe('First name is required');
    expect(messages.LAST_NAME_REQUIRED).toBe('Last name is required');
    expect(messages.PHONE_TOO_SHORT).toBe('Phone number must be at least 10 digits');
    expect(messages.COMPANY_REQUIRED).toBe('Company is required');
    expect(messages.PASSWORD_TOO_SHORT).toBe('Password must be at least 8 characters');
    expect(messages.PASSWORDS_DONT_MATCH).toBe("Passwords don't match");
    expect(messages.DISCLAIMERS_REQUIRED).toBe('All disclaimers must be accepted');
    expect(messages.DISCLAIMERS_HINT).toBe('Please accept all disclaimers to continue');
  });

  it('booking form', () => {
    expect(messages.CUSTOMER_FIRST_NAME_REQUIRED).toBe('First name is required');
    expect(messages.CUSTOMER_LAST_NAME_REQUIRED).toBe('Last name is required');
    expect(messages.CUSTOMER_EMAIL_INVALID).toBe('Valid email is required');
    expect(messages.CUSTOMER_PHONE_INVALID).toBe('Valid phone number is required');
    expect(messages.YEAR_REQUIRED).toBe('Year is required');
    expect(messages.MAKE_REQUIRED).toBe('Make is required');
    expect(messages.MODEL_REQUIRED).toBe('Model is required');
    expect(messages.INVALID_TINT_PACKAGE).toBe('Invalid tint package');
    expect(messages.DATE_REQUIRED).toBe('Date is required');
    expect(messages.TIME_REQUIRED).toBe('Time is required');
    expect(messages.ACK_CONTACT_REQUIRED).toBe('You must acknowledge the contact information');
    expect(messages.ACK_SERVICE_AREA_REQUIRED).toBe('You must acknowledge the service area');
    expect(messages.ACK_DISCOUNT_REQUIRED).toBe('You must acknowledge the discount policy');
  });

  it('limits: password 8, phone 10, year 4 characters', () => {
    expect([PASSWORD_MIN, PHONE_MIN, YEAR_MIN]).toEqual([8, 10, 4]);
  });
});

describe('SPEC 7: calls', () => {
  it('badge checks and the analytics refresh every 30 seconds', () => {
    expect(BADGE_POLL_MS).toBe(30_000);
    expect(ANALYTICS_REFRESH_MS).toBe(30_000);
  });

  it("test bookings fix the price at '600.00' and the commission at 25", () => {
    expect(centsToDecimal(TEST_BOOKING_PRICE_CENTS)).toBe('600.00');
    // RULES (money): 2 decimal places on the wire, so the spec's '25' travels as '25.00'.
    expect(centsToDecimal(TEST_BOOKING_COMMISSION_CENTS)).toBe('25.00');
  });

  it('a status change says Success', () => {
    expect(messages.SUCCESS_TITLE).toBe('Success');
    expect(messages.STATUS_UPDATED_TEXT).toBe('Status updated! Commission amounts will refresh shortly.');
  });
});

describe('SPEC 8: error catalogue', () => {
  it("a non-OK response reads 'status: body', or the status text when the body is empty", () => {
    expect(messages.httpErrorMessage(404, 'Nothing here', 'Not Found')).toBe('404: Nothing here');
    expect(messages.httpErrorMessage(502, '', 'Bad Gateway')).toBe('502: Bad Gateway');
  });

  it('salesperson toasts', () => {
    expect(messages.LOGIN_FAILED_TITLE).toBe('Login Failed');
    expect(messages.LOGIN_FAILED_DEFAULT).toBe('Invalid email or password.');
    expect(messages.LOGIN_SUCCESS_TITLE).toBe('Login Successful!');
    expect(messages.LOGIN_SUCCESS_TEXT).toBe('Welcome back to the Salesperson Referral Portal!');
    expect(messages.SIGNUP_FAILED_TITLE).toBe('Registration Failed');
    expect(messages.SIGNUP_FAILED_DEFAULT).toBe('Failed to create account. Please try again.');
    expect(messages.SIGNUP_SUCCESS_TITLE).toBe('Registration Successful!');
    expect(messages.SIGNUP_SUCCESS_TEXT).toBe('Your account has been created. You can now log in.');
    expect(messages.RESET_FAILED_TITLE).toBe('Reset Failed');
    expect(messages.RESET_FAILED_DEFAULT).toBe('Failed to send reset email. Please try again.');
    expect(messages.RESET_SENT_TITLE).toBe('Reset Email Sent!');
    expect(messages.RESET_SENT_TEXT).toBe('Check your email for password reset instructions.');
    expect(messages.ERROR_TITLE).toBe('Error');
  });

  it('admin toasts and errors', () => {
    expect(messages.ADMIN_LOGIN_FAILED_TITLE).toBe('Login failed');
    expect(messages.ADMIN_LOGIN_FAILED_TEXT).toBe('Invalid admin credentials. Please try again.');
    expect(messages.ADMIN_LOGIN_SUCCESS_TITLE).toBe('Welcome back!');
    expect(messages.ADMIN_LOGIN_SUCCESS_TEXT).toBe('Successfully logged into admin dashboard.');
    expect(messages.RESERVATIONS_LOAD_FAILED).toBe('Failed to load reservations.');
    expect(messages.RESERVATION_CREATE_FAILED).toBe('Failed to create reservation.');
    expect(messages.RESERVATION_CREATED).toBe('Time slot reserved successfully.');
    expect(messages.RESERVATION_CANCEL_FAILED).toBe('Failed to cancel reservation.');
    expect(messages.RESERVATION_CANCELLED).toBe('Reservation cancelled successfully.');
    expect(messages.FULFILL_PAYOUT_FAILED).toBe('Failed to fulfill payout. Please try again.');
    expect(messages.STATUS_UPDATE_FAILED).toBe('Failed to update appointment status');
    expect(messages.NO_ADMIN_TOKEN).toBe('No admin token found');
    expect(messages.RESET_APPOINTMENTS_FAILED).toBe('Failed to clear appointments');
  });

  it('RULES adds the taken-slot and unmark-first answers', () => {
    expect(messages.SLOT_TAKEN).toBe('That time slot is no longer available. Please choose another time.');
    expect(messages.UNMARK_PAYOUT_FIRST).toBe('Unmark the payout before marking the appointment as not serviced');
  });
});

describe('SPEC 9: business constants and limits', () => {
  it('full-vehicle prices: sedan, small_suv, mid_truck | full_suv, full_truck', () => {
    expect(VEHICLE_SIZES).toEqual(['sedan', 'small_suv', 'mid_truck', 'full_suv', 'full_truck']);
    expect(FULL_VEHICLE_PRICES_CENTS).toEqual({
      carbon: { sedan: 52500, small_suv: 52500, mid_truck: 52500, full_suv: 62500, full_truck: 62500 },
      ceramic: { sedan: 63500, small_suv: 63500, mid_truck: 63500, full_suv: 73500, full_truck: 73500 },
      signature: { sedan: 74500, small_suv: 74500, mid_truck: 74500, full_suv: 84500, full_truck: 84500 },
    });
  });

  it('front windows only: carbon 220, ceramic 250, signature 300', () => {
    expect(FRONT_WINDOWS_PRICES_CENTS).toEqual({ carbon: 22000, ceramic: 25000, signature: 30000 });
  });

  it('the discounted price is 10% off, rounded', () => {
    expect(DISCOUNT_PERCENT).toBe(10);
    expect(discounted(52500)).toBe(47300);
  });

  it('direct-booking fallback prices (sedan / suv / luxury) and their keyword lists', () => {
    expect(FALLBACK_PRICES_CENTS).toEqual({
      carbon: { sedan: 35000, suv: 40000, luxury: 45000 },
      ceramic: { sedan: 45000, suv: 50000, luxury: 55000 },
      signature: { sedan: 60000, suv: 70000, luxury: 80000 },
    });
    expect(LUXURY_MAKES).toEqual(['tesla', 'bmw', 'mercedes', 'audi', 'lexus']);
    expect(SUV_MODEL_KEYWORDS).toEqual(['x5', 'model y', 'q7', 'gx', 'suv']);
  });

  it('film tiers and the lifetime warranty', () => {
    expect(TINT_PACKAGES.map((id) => [TINT_PACKAGE_INFO[id].name, TINT_PACKAGE_INFO[id].lightTransmissions])).toEqual([
      ['Carbon', [35, 20]],
      ['Ceramic', [70, 50, 35, 20]],
      ['Signature Ceramic', [70, 50, 35, 20]],
    ]);
    expect(LIFETIME_WARRANTY_TEXT).toBe('Lifetime warranty: free re-tint if the film ever bubbles, peels or fades.');
  });

  it('booking terms: 48 h reschedule notice, contact within 24 h, about 2 h of service, weekday slots', () => {
    expect(RESCHEDULE_NOTICE_HOURS).toBe(48);
    expect(CONTACT_WITHIN_HOURS).toBe(24);
    expect(SERVICE_DURATION_HOURS).toBe(2);
    expect(SLOT_TIMES).toEqual(['8:30 AM', '10:30 AM', '12:30 PM']);
  });

  it('commission: 25 per appointment; test bookings 600.00 and 25', () => {
    expect(centsToDecimal(DEFAULT_COMMISSION_CENTS)).toBe('25.00');
    expect(TEST_BOOKING_PRICE_CENTS).toBe(60000);
    expect(TEST_BOOKING_COMMISSION_CENTS).toBe(2500);
  });

  it('quiz: 6 questions and their answers', () => {
    expect(QUIZ_LENGTH).toBe(6);
    expect(QUIZ_QUESTIONS.map((question) => [question.id, question.options.map((option) => option.value)])).toEqual([
      ['function', ['privacy', 'cooling', 'both']],
      ['budget', ['budget', 'value', 'premium']],
      ['sun_exposure', ['rarely', 'work', 'home', 'alltime']],
      ['drive_time', ['under_30', '30_to_60', 'over_60']],
      ['vehicle_size', ['sedan', 'small_suv', 'mid_truck', 'full_suv', 'full_truck']],
      ['warranty', ['acknowledged', 'questions']],
    ]);
    expect(QUIZ_QUESTIONS[3]?.options.map((option) => option.label)).toEqual(['Under 30 minutes', '30 minutes to 1 hour', 'Over 1 hour']);
    expect(VEHICLE_SIZES.map((size) => VEHICLE_SIZE_LABELS[size])).toEqual([
      'Sedan',
      'Small SUV',
      'Mid-size Truck',
      'Full-size SUV',
      'Full-size Truck',
    ]);
  });

  it('quiz weights (carbon / ceramic / signature): the spec leaves them out, RULES gives them', () => {
    const weights = QUIZ_QUESTIONS.map((question) =>
      question.options.map((option) => [option.weights.carbon, option.weights.ceramic, option.weights.signature]),
    );
    expect(weights).toEqual([
      [[3, 2, 1], [1, 3, 2], [1, 2, 3]],
      [[3, 1, 0], [1, 3, 1], [0, 1, 3]],
      [[3, 1, 0], [1, 3, 1], [1, 3, 1], [0, 2, 3]],
      [[3, 1, 0], [1, 3, 1], [0, 1, 3]],
      [[1, 1, 1], [1, 1, 1], [1, 1, 1], [1, 1, 1], [1, 1, 1]],
      [[1, 1, 1], [1, 1, 1]],
    ]);
  });

  it('rewards: $250 per 10 completed in a month, a gift card per 15 lifetime; hints at 3 and 2; notices of 7 days, at most 2', () => {
    expect(CASH_BONUS_CENTS).toBe(25000);
    expect(CASH_BONUS_EVERY).toBe(10);
    expect(GIFT_CARD_EVERY).toBe(15);
    expect([BONUS_HINT_MAX_REMAINING, GIFT_CARD_HINT_MAX_REMAINING]).toEqual([3, 2]);
    expect([APPOINTMENT_NOTICE_DAYS, APPOINTMENT_NOTICE_MAX]).toEqual([7, 2]);
  });

  it('tiers (fallback): range, per referral, monthly bonus', () => {
    expect(TIERS.map((tier) => [tier.name, tier.minReferrals, tier.maxReferrals, tier.commissionMultiplier, tier.monthlyBonus])).toEqual([
      ['Bronze', 0, 9, 15, 0],
      ['Silver', 10, 19, 18, 50],
      ['Gold', 20, 29, 22, 100],
      ['Platinum', 30, null, 25, 200],
    ]);
  });

  it('display rules: success-rate colours, admin tier colours, 2-decimal money, 1-decimal rates, bars capped at 100%', () => {
    expect([SUCCESS_RATE_GREEN_MIN, SUCCESS_RATE_YELLOW_MIN]).toEqual([80, 60]);
    expect([successRateColor(80), successRateColor(60), successRateColor(59.9)]).toEqual(['green', 'yellow', 'red']);
    expect(Object.keys(TIER_COLORS)).toEqual(['bronze', 'silver', 'gold', 'platinum', 'diamond']);
    expect(formatMoney(2500)).toBe('$25.00');
    expect(formatPercent(200 / 3)).toBe('66.7%');
    expect(capPercent(250)).toBe(100);
  });

  it('other limits (the polls, recent sessions, the tour, form limits and the payout method are pinned above)', () => {
    expect(ANALYTICS_WINDOW_DAYS).toBe(30);
    expect(DISCLAIMER_COUNT).toBe(10);
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it('signup dealership list', () => {
    // The spec's list also holds a literal '{name}' (a leaked template placeholder, not a dealership):
    // it is left out, as dealerships.ts explains.
    expect(DEALERSHIPS).toEqual([
      'Acura of Maui',
      'Akamai Motors',
      'Aloha Kia',
      'BMW of Maui',
      'Island Honda',
      'KarMart of Maui',
      'Kihei Auto Sales',
      'Maui Toyota',
      'Mercedes Benz of Maui',
      'No Ka Oi Motors',
      'Servco Lexus/Subaru',
      'Other',
    ]);
  });

  it('profile options', () => {
    expect(EXPERIENCE_VALUES).toEqual(['less-than-1', '1-2', '3-5', '6-10', 'more-than-10']);
    expect(SPECIALTIES).toEqual([
      'Luxury Vehicles',
      'Commercial Vehicles',
      'Sports Cars',
      'SUVs/Trucks',
      'Classic Cars',
      'Electric Vehicles',
      'First-time Buyers',
      'Repeat Customers',
    ]);
    expect(CONTACT_METHOD_VALUES).toEqual(['phone', 'text', 'email', 'any']);
  });
});

describe('RULES: decisions the spec leaves open', () => {
  it('time: Honolulu, weeks from Monday', () => {
    expect(DEFAULT_BUSINESS_TIMEZONE).toBe('Pacific/Honolulu');
    expect(WEEK_STARTS_ON).toBe(1);
  });

  it('one booking per slot; reset links live 1 hour', () => {
    expect(DEFAULT_SLOT_CAPACITY).toBe(1);
    expect(PASSWORD_RESET_TTL_MS).toBe(3_600_000);
  });

  it('the badge names and emojis', () => {
    expect(BADGE_TYPES.map((type) => BADGE_DEFINITIONS[type].name)).toEqual([
      'First Referral 🎯',
      'Rising Star ⭐',
      'Pro Referrer 🥉',
      'Elite Referrer 🥈',
      'Legend 🏆',
      'Weekly Warrior 📅',
      'Monthly Star 🌟',
      'On Fire 🔥',
      'Closer 🤝',
    ]);
  });
});
