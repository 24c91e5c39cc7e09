import { isSingleLine } from './text-rules.js';

describe('isSingleLine', () => {
  it('accepts one line of text, spaces and accents included', () => {
    for (const text of ['Kai', 'Kai Makoa', "O'Neil-Kealoha", 'Hāna Motors', '', 'kai@example.com']) expect(isSingleLine(text)).toBe(true);
  });

  it('refuses a tab, a carriage return or a line feed anywhere', () => {
    for (const text of ['Kai\tMakoa', 'Kai\nMakoa', 'Kai\rMakoa', 'Kai\r\n', '\tKai']) expect(isSingleLine(text)).toBe(false);
  });
});
