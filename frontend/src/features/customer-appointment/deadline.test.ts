import { describe, expect, it } from 'vitest';
import { formatDeadline } from './deadline';

describe('formatDeadline', () => {
  it('reads the instant on the business clock, with its zone named', () => {
    expect(formatDeadline('2030-06-01T20:30:00.000Z', 'Pacific/Honolulu')).toBe('Sat, Jun 1, 10:30 AM HST');
    expect(formatDeadline('2030-06-01T20:30:00.000Z', 'America/New_York')).toBe('Sat, Jun 1, 4:30 PM EDT');
  });

  it('gives back what is no instant as it came', () => {
    expect(formatDeadline('soon', 'Pacific/Honolulu')).toBe('soon');
  });
});
