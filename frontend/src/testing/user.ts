import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

/**
 * A user-event session for whole-screen tests. The test DOM's getComputedStyle is slow with antd's many
 * style rules, so the pointer-events check before every click is skipped; and keys follow each other
 * without user-event's default pause (a timer per key), which only makes typing slow.
 */
export function setupUser() {
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
}
