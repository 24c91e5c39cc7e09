import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globals: true,
    environment: 'node',
    include: ['src/**/*.spec.ts'],
    // Pure functions and constants: the files share their worker's modules.
    isolate: false,
  },
});
