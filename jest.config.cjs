/** Unit tests: jsdom, TypeScript through ts-jest (transpile only; `npm run typecheck` checks types). */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/tests'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/tests/setup.ts'],
  // As in the bundle (package.json "alias"): inversify's polyfill import gets Tabiji's metadata shim.
  // The markup build, written by scripts/build.mjs for Parcel, is a fixed fixture here: without a `production` field,
  // so tests run as a demo build does (tests pass `isProduction` to cover a production renderer).
  moduleNameMapper: {
    '^reflect-metadata/lite$': '<rootDir>/src/installReflectMetadata.ts',
    '^tabiji-markup-build$': '<rootDir>/tests/fixtures/markupBuild.json',
  },
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
  },
  // Jest's default leaves a core idle (cores - 1: one worker on a 2-core machine, 47 s against 32 s with two).
  maxWorkers: '100%',
  collectCoverageFrom: ['src/**/*.{ts,tsx}'],
};
