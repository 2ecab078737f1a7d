import base from '@travel/eslint-config/base';

export default [
  ...base,
  {
    // Migrations are frozen in time: they take `Kysely<any>` rather than today's `Database` type.
    files: ['src/db/migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
];
