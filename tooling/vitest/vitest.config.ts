import { defineConfig } from 'vitest/config';
// Its own settings, so that the tests below only run at all if `include` finds them.
import { baseTestConfig } from './index.js';

export default defineConfig({ test: { ...baseTestConfig } });
