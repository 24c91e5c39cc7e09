// `npm test` runs the suites in two passes (test/run-suites.mjs): TEST_SUITE=main, everything but the
// fault tests, on two workers; then TEST_SUITE=fault, the fault tests alone and one at a time (they
// start servers, kill them and time what follows, so they must not share two cores with other suites).
// Without TEST_SUITE (jest run by hand on a file) every spec is found.
const FAULT = '\\.fault\\.int\\.spec\\.ts$';
const suite = process.env.TEST_SUITE;

/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  rootDir: '.',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', ...(suite === 'main' ? [FAULT] : [])],
  ...(suite === 'fault' ? { testMatch: ['**/*.fault.int.spec.ts'] } : {}),
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json', useESM: true }],
  },
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  globalSetup: '<rootDir>/test/global-setup.mjs',
  globalTeardown: '<rootDir>/test/global-teardown.mjs',
  testTimeout: 60000,
};
