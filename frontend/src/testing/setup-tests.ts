import * as matchers from '@testing-library/jest-dom/matchers';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect } from 'vitest';
import { installMatchMedia } from './match-media';
import { installResizeObserver } from './resize-observer';

// Registered here rather than through '@testing-library/jest-dom/vitest', which resolves `vitest`
// from the workspace root where npm does not hoist it.
expect.extend(matchers);
installResizeObserver();
// The first whole-app render of a file (cold antd styles in the test DOM) can take longer than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  installMatchMedia();
  window.localStorage.clear();
  // Each test is a new browser session (the analytics session id and what it has sent live there).
  window.sessionStorage.clear();
  // The section and open dialogs ride in history entries (lib/history-entries.ts); each test starts on a plain one.
  window.history.replaceState(null, '');
});

afterEach(() => {
  cleanup();
});
