import { baseTestConfig } from '@travel/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { ...baseTestConfig } });
