import base from '@travel/eslint-config/base';

export default [
  ...base,
  {
    // The bench is a command-line tool: its output is the point.
    files: ['src/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
];
