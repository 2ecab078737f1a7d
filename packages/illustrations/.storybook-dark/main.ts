// The same Storybook as ../.storybook, for the test run that renders every story in the dark
// theme (see vitest.config.ts); the story globs resolve the same from this sibling folder.
export { default } from '../.storybook/main.ts';
