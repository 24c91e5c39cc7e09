import { BADGE_DEFINITIONS, BADGE_TYPES } from '@tint/libs/badges';
import { describe, expect, it } from 'vitest';
import { badgeTitle } from './badge-display';

describe('badgeTitle', () => {
  it('drops the emoji every badge name ends with', () => {
    expect(BADGE_TYPES.map((type) => badgeTitle(BADGE_DEFINITIONS[type].name, BADGE_DEFINITIONS[type].iconEmoji))).toEqual([
      'First Referral',
      'Rising Star',
      'Pro Referrer',
      'Elite Referrer',
      'Legend',
      'Weekly Warrior',
      'Monthly Star',
      'On Fire',
      'Closer',
    ]);
  });

  it('keeps a name that does not end with its emoji, or is only the emoji', () => {
    expect(badgeTitle('Special', '🎉')).toBe('Special');
    expect(badgeTitle('🎉', '🎉')).toBe('🎉');
  });
});
