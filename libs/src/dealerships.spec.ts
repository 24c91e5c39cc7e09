import { DEALERSHIPS } from './dealerships.js';

describe('DEALERSHIPS', () => {
  it('holds the spec list without the template artefact, Other last', () => {
    expect(DEALERSHIPS).toHaveLength(12);
    expect(DEALERSHIPS).not.toContain('{name}');
    expect(DEALERSHIPS.some((d) => d.includes('{') || d.includes('}'))).toBe(false);
    expect(DEALERSHIPS[DEALERSHIPS.length - 1]).toBe('Other');
    expect(DEALERSHIPS[0]).toBe('Acura of Maui');
  });

  it('has no duplicates', () => {
    expect(new Set(DEALERSHIPS).size).toBe(DEALERSHIPS.length);
  });
});
