import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

// On docs pages each story sits in a white Storybook frame; paint it like the page so the
// dark theme is shown on its own surface.
globalStyle('.docs-story', {
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});
