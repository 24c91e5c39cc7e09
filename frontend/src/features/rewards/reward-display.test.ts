import { TIERS } from '@tint/libs/tiers';
import { describe, expect, it } from 'vitest';
import { capitalize, monthlyStatusRange, stepProgress, tierRange } from './reward-display';

describe('reward display', () => {
  it('words the monthly status ranges as the spec does', () => {
    expect(monthlyStatusRange('bronze')).toBe('0-10');
    expect(monthlyStatusRange('silver')).toBe('11-20');
    expect(monthlyStatusRange('gold')).toBe('21+');
  });

  it('words the tier ranges, an open end as +', () => {
    expect(TIERS.map(tierRange)).toEqual(['0-9', '10-19', '20-29', '30+']);
  });

  it('measures the way to the next step', () => {
    expect(stepProgress(10, 10)).toBe(0);
    expect(stepProgress(10, 3)).toBe(70);
    expect(stepProgress(15, 1)).toBe(93);
    expect(stepProgress(0, 1)).toBe(0);
  });

  it('capitalizes the payout frequency', () => {
    expect(capitalize('weekly')).toBe('Weekly');
  });
});
