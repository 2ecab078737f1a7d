import { baseTestConfig } from '@travel/vitest-config';
import { defineConfig } from 'vitest/config';

// Unit tests of the bench's helpers: nothing here is timed, and the only server is a stub on
// 127.0.0.1 that the contact stream posts to.
export default defineConfig({ test: { ...baseTestConfig } });
