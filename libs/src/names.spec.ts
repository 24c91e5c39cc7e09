import { fullName, lastInitial } from './names.js';

describe('names', () => {
  it('masks a last name to its initial', () => {
    expect(lastInitial('Smith')).toBe('S.');
    expect(lastInitial('  de Souza')).toBe('D.');
    expect(lastInitial('')).toBe('');
    expect(lastInitial('   ')).toBe('');
  });

  it('joins first and last names', () => {
    expect(fullName('Jane', 'Smith')).toBe('Jane Smith');
    expect(fullName(' Jane ', '')).toBe('Jane');
    expect(fullName('', 'Smith')).toBe('Smith');
  });
});
