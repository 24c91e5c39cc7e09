import { KEY_NOT_ACCEPTED, TEXT_NOT_ACCEPTED } from '@tint/libs/validation-messages';
import { nestsDeeperThan, textPolicyProblem } from './text-policy.js';

const deeper = (json: string, max: number) => nestsDeeperThan(Buffer.from(json, 'utf8'), max);

describe('nestsDeeperThan (the depth counter run on the raw body before parsing)', () => {
  it('counts objects and arrays alike, up to and beyond the limit', () => {
    expect(deeper('{}', 1)).toBe(false);
    expect(deeper('{"a":[1,{"b":2}]}', 3)).toBe(false);
    expect(deeper('{"a":[1,{"b":2}]}', 2)).toBe(true);
    expect(deeper('[[[]]]', 3)).toBe(false);
    expect(deeper('[[[]]]', 2)).toBe(true);
    expect(deeper('"no brackets"', 0)).toBe(false);
  });

  it('counts depth, not the number of brackets: siblings close before the next opens', () => {
    expect(deeper(JSON.stringify(Array.from({ length: 1000 }, () => ({ a: [1] }))), 3)).toBe(false);
  });

  it('ignores brackets inside strings', () => {
    expect(deeper(JSON.stringify({ note: '[[[[[[{{{{{{' }), 1)).toBe(false);
    expect(deeper(JSON.stringify({ '{[{[': ']]]]}}}}' }), 1)).toBe(false);
  });

  it('keeps track of strings across escaped quotes and escaped backslashes', () => {
    // The quote after the backslash does not end the string, so its brackets stay text.
    expect(deeper(JSON.stringify({ note: 'say "[[[[" and \\"{{{{' }), 1)).toBe(false);
    // An escaped backslash right before the closing quote does end the string: what follows is structure.
    expect(deeper('{"a":"x\\\\","b":[[[1]]]}', 3)).toBe(true);
    expect(deeper('{"a":"x\\\\","b":[[[1]]]}', 4)).toBe(false);
    // \u escapes are ordinary characters.
    expect(deeper('{"a":"\\u005b\\u007b"}', 1)).toBe(false);
  });

  it('refuses 20,000 levels without recursing, and stops at the first level too deep', () => {
    expect(deeper(`${'['.repeat(20_000)}${']'.repeat(20_000)}`, 16)).toBe(true);
    expect(deeper(`${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`, 16)).toBe(true);
    // Unbalanced or broken JSON is the parser's to refuse; the counter only measures depth.
    expect(deeper('['.repeat(17), 16)).toBe(true);
    expect(deeper(']]]]', 0)).toBe(false);
  });
});

describe('textPolicyProblem', () => {
  it('refuses NUL, unpaired surrogates, control characters and escape sequences anywhere', () => {
    for (const text of ['Kai\u0000', 'Kai\ud800', '\udc00Kai', '\u001b[31mKai', 'Kai\u0085', 'Kai\u007f', 'Kai\u0007']) {
      expect(textPolicyProblem('/api/x', {}, { name: text })).toBe(TEXT_NOT_ACCEPTED);
      expect(textPolicyProblem('/api/x', { q: text }, undefined)).toBe(TEXT_NOT_ACCEPTED);
    }
    expect(textPolicyProblem('/api/x/%00', {}, undefined)).toBe(TEXT_NOT_ACCEPTED);
    expect(textPolicyProblem('/api/x/%E0%A4%A', {}, undefined)).toBe(TEXT_NOT_ACCEPTED);
  });

  it('accepts paired surrogates, tabs and line breaks (notes keep them; names refuse them elsewhere)', () => {
    expect(textPolicyProblem('/api/x', {}, { notes: 'Bay 2\r\n\tkeys 🔑', list: ['a', { b: 'c' }] })).toBeNull();
  });

  it('refuses __proto__, constructor and prototype keys at any depth', () => {
    expect(textPolicyProblem('/api/x', {}, JSON.parse('{"a":{"__proto__":{"isAdmin":true}}}'))).toBe(KEY_NOT_ACCEPTED);
    expect(textPolicyProblem('/api/x', {}, [{ constructor: 1 }])).toBe(KEY_NOT_ACCEPTED);
    expect(textPolicyProblem('/api/x', {}, { prototype: 1 })).toBe(KEY_NOT_ACCEPTED);
  });
});
