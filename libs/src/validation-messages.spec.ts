import * as messages from './validation-messages';
import { httpErrorMessage, payoutFulfilledText } from './validation-messages';

describe('validation messages', () => {
  it('copies the spec texts exactly', () => {
    expect(messages.PASSWORDS_DONT_MATCH).toBe("Passwords don't match");
    expect(messages.PASSWORDS_DONT_MATCH).not.toMatch(/\u2019/);
    expect(messages.PHONE_TOO_SHORT).toBe('Phone number must be at least 10 digits');
    expect(messages.LOGIN_FAILED_TITLE).toBe('Login Failed');
    expect(messages.LOGIN_FAILED_DEFAULT).toBe('Invalid email or password.');
    expect(messages.ADMIN_LOGIN_FAILED_TITLE).toBe('Login failed');
    expect(messages.NOT_FOUND_TITLE).toBe('404 Page Not Found');
    expect(messages.NOT_FOUND_BODY).toBe('Did you forget to add the page to the router?');
    expect(messages.SLOT_TAKEN).toBe('That time slot is no longer available. Please choose another time.');
    expect(messages.UNMARK_PAYOUT_FIRST).toBe('Unmark the payout before marking the appointment as not serviced');
    expect(messages.INVALID_TINT_PACKAGE).toBe('Invalid tint package');
    expect(messages.NO_PENDING_PAYOUTS).toBe('No pending payouts. All commissions are up to date!');
    expect(messages.STATUS_UPDATED_TEXT).toBe('Status updated! Commission amounts will refresh shortly.');
  });

  it('names the product in the login welcome', () => {
    expect(messages.LOGIN_SUCCESS_TEXT).toContain('Salesperson Referral Portal');
  });

  it('has no empty or untrimmed message and no curly quotes', () => {
    for (const [name, value] of Object.entries(messages)) {
      if (typeof value !== 'string') continue;
      expect({ name, ok: value.length > 0 && value.trim() === value }).toEqual({ name, ok: true });
      expect({ name, curly: /[\u2018\u2019\u201C\u201D]/.test(value) }).toEqual({ name, curly: false });
    }
  });

  it('lists the slots in the invalid-time message', () => {
    expect(messages.INVALID_SLOT_TIME).toBe('Time must be one of 8:30 AM, 10:30 AM, 12:30 PM');
  });
});

describe('payoutFulfilledText', () => {
  it('formats the commission as money', () => {
    expect(payoutFulfilledText(2500)).toBe('Commission of $25.00 marked as paid.');
    expect(payoutFulfilledText(123450)).toBe('Commission of $1,234.50 marked as paid.');
  });
});

describe('httpErrorMessage', () => {
  it('uses the body text', () => {
    expect(httpErrorMessage(409, '{"message":"taken"}', 'Conflict')).toBe('409: {"message":"taken"}');
  });
  it('falls back to the status text when the body is empty', () => {
    expect(httpErrorMessage(500, '', 'Internal Server Error')).toBe('500: Internal Server Error');
  });
});
