export { default } from '@travel/eslint-config/base';
