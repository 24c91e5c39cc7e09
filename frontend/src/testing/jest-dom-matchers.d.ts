// jest-dom's own `vitest` typings import `vitest` from the workspace root, where npm does not hoist
// it; the same augmentation, resolved from this workspace.
import type { TestingLibraryMatchers } from '@testing-library/jest-dom/matchers';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-explicit-any -- the shape jest-dom documents
  interface Assertion<T = any> extends TestingLibraryMatchers<unknown, T> {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the shape jest-dom documents
  interface AsymmetricMatchersContaining extends TestingLibraryMatchers<unknown, unknown> {}
}
