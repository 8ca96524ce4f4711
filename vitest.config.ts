import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['__tests__/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: files run in parallel workers, so keep them to the machine's size.
    maxWorkers: 2,
  },
});
