export { default } from '@travel/eslint-config/react';
