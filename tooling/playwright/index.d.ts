import type { LaunchOptions, PlaywrightTestConfig } from '@playwright/test';

export declare const chromiumArgs: string[];
export declare function chromiumExecutable(): string | undefined;
export declare function chromiumLaunchOptions(): LaunchOptions;
export declare function definePlaywrightConfig(
  overrides?: PlaywrightTestConfig,
): PlaywrightTestConfig;
