import type { TestUserConfig } from 'vitest/config';
export declare const baseTestConfig: TestUserConfig;
