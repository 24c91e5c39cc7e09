import * as matchers from '@testing-library/jest-dom/matchers';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, expect } from 'vitest';
import { installMatchMedia } from './match-media';
import { installResizeObserver } from './resize-observer';

// Registered here rather than through '@testing-library/jest-dom/vitest', which resolves `vitest`
// from the workspace root where npm does not hoist it.
expect.extend(matchers);
installResizeObserver();

beforeEach(() => {
  installMatchMedia();
  window.localStorage.clear();
});

afterEach(() => {
  cleanup();
});
