import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { installMatchMedia } from './match-media';
import { installResizeObserver } from './resize-observer';

installResizeObserver();

beforeEach(() => {
  installMatchMedia();
  window.localStorage.clear();
});

afterEach(() => {
  cleanup();
});
