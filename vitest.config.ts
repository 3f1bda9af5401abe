import { defineConfig } from 'vitest/config';

// Two projects: fast API/domain tests (one fresh database per test file) and
// end-to-end journeys in Debian's Chromium against a real server.
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx', 'domain/**/*.test.ts'],
          exclude: ['tests/e2e/**', 'tests/resilience/**', 'node_modules/**'],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          expect: { poll: { timeout: 8_000, interval: 100 } },
        },
      },
      {
        extends: true,
        test: {
          name: 'resilience',
          include: ['tests/resilience/**/*.test.ts'],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          testTimeout: 300_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
