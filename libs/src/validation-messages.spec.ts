import * as messages from './validation-messages.js';
import { bookingDateMessage, httpErrorMessage, payoutFulfilledText } from './validation-messages.js';

describe('validation messages', () => {
  // The spec's texts themselves are pinned in spec-texts.spec.ts.
  it('keeps the straight apostrophe of the spec', () => {
    expect(messages.PASSWORDS_DONT_MATCH).not.toMatch(/\u2019/);
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

describe('bookingDateMessage', () => {
  it('words each reason a date is refused for', () => {
    expect(bookingDateMessage('weekend-or-past', 180)).toBe(messages.DATE_NOT_BOOKABLE);
    expect(bookingDateMessage('beyond-horizon', 180)).toBe('Appointments can be booked at most 180 days ahead');
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
