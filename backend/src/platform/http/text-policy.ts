// What text the product accepts, decided once at the edge so no module has to remember it: no NUL byte
// and no unpaired surrogate anywhere (PostgreSQL's text and jsonb cannot store them), no control character
// or escape sequence (C0 but tab and line breaks, DEL, C1: they corrupt logs and terminals), no
// `__proto__`, `constructor` or `prototype` keys, and JSON nested at most MAX_JSON_DEPTH levels — the
// depth checked on the raw bytes before they are parsed, so a hostile body costs no deep work.
import { KEY_NOT_ACCEPTED, TEXT_NOT_ACCEPTED } from '@tint/libs/validation-messages';

// eslint-disable-next-line no-control-regex -- the control characters are what this refuses
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** True when the raw JSON nests objects and arrays deeper than `max` (brackets inside strings do not count). */
export function nestsDeeperThan(raw: Buffer, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < raw.length; i++) {
    const byte = raw[i];
    if (inString) {
      if (byte === 0x5c) i++; // a backslash escapes the next character
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) inString = true;
    else if (byte === 0x7b || byte === 0x5b) {
      if (++depth > max) return true;
    } else if (byte === 0x7d || byte === 0x5d) depth--;
  }
  return false;
}

export const acceptableText = (text: string): boolean => !LONE_SURROGATE.test(text) && !CONTROL.test(text);

/** The first problem in a parsed value (strings and keys at any depth), or null when it is acceptable. */
export function textProblem(value: unknown): string | null {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (!acceptableText(current)) return TEXT_NOT_ACCEPTED;
    } else if (Array.isArray(current)) {
      pending.push(...(current as unknown[]));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, inner] of Object.entries(current)) {
        if (FORBIDDEN_KEYS.has(key)) return KEY_NOT_ACCEPTED;
        if (!acceptableText(key)) return TEXT_NOT_ACCEPTED;
        pending.push(inner);
      }
    }
  }
  return null;
}

/** The first problem in a request's path, query string or parsed body, or null when all are acceptable. */
export function textPolicyProblem(url: string, query: unknown, body: unknown): string | null {
  const rawPath = url.split('?', 1)[0] ?? '';
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return TEXT_NOT_ACCEPTED; // a malformed escape: refused like the bytes it hides
  }
  return (acceptableText(path) ? null : TEXT_NOT_ACCEPTED) ?? textProblem(query) ?? textProblem(body);
}
