import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

/**
 * A user-event session for whole-screen tests. jsdom's getComputedStyle is slow with antd's many
 * style rules, so the pointer-events check before every click is skipped.
 */
export function setupUser() {
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}
