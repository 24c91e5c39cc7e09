import { DISCLAIMER_COUNT } from './constants.js';
import { DISCLAIMERS } from './disclaimers.js';

describe('DISCLAIMERS', () => {
  it('has exactly DISCLAIMER_COUNT entries with unique ids', () => {
    expect(DISCLAIMERS).toHaveLength(DISCLAIMER_COUNT);
    expect(new Set(DISCLAIMERS.map((d) => d.id)).size).toBe(DISCLAIMER_COUNT);
  });

  it('writes each one as a full sentence', () => {
    for (const { text } of DISCLAIMERS) {
      expect(text).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('covers every RULES topic in order', () => {
    const topics = [
      /independent referrer.*not an employee/,
      /completed and paid in full/,
      /discounts or guarantees/,
      /misuse customer information/,
      /agreed to be contacted/,
      /payouts.*discretion/,
      /removed.*fraud/,
      /taxes/,
      /change these terms/,
      /10% discount is void.*missed.*48 hours/,
    ];
    topics.forEach((topic, i) => {
      expect(DISCLAIMERS[i]?.text).toMatch(topic);
    });
  });
});
