/**
 * Text rules beyond what the HTTP edge refuses everywhere (NUL, unpaired surrogates, control characters):
 * a name or an email address is one line, so it holds no tab, carriage return or line feed; notes may
 * keep their line breaks.
 */

const TAB_OR_LINE_BREAK = /[\t\n\r]/;

/** True when `text` holds no tab, carriage return or line feed. */
export function isSingleLine(text: string): boolean {
  return !TAB_OR_LINE_BREAK.test(text);
}
