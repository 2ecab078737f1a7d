import { baseTestConfig } from '@travel/vitest-config';
import { defineConfig } from 'vitest/config';

// Unit tests of the bench's pure helpers only: nothing here is timed or starts a server.
export default defineConfig({ test: { ...baseTestConfig } });
