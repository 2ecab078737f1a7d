/**
 * Settings every package's unit tests share. Spread into `test` of a package's config:
 * `defineConfig({ test: { ...baseTestConfig, environment: "jsdom" } })`.
 */
export const baseTestConfig = {
  include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
  exclude: ['**/node_modules/**', '**/dist/**', '**/e2e/**'],
  passWithNoTests: false,
  restoreMocks: true,
  testTimeout: 15_000,
};
