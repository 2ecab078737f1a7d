import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import './light.css.ts';
import './dark.css.ts';

globalStyle(':root', { colorScheme: 'light' });
globalStyle(':root.dark', { colorScheme: 'dark' });

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  // Where scrollbars take room (desktop Windows and Linux), the page keeps the scrollbar's
  // room from its first paint: a page painted before it grew taller than the window moved
  // everything centred sideways when the scrollbar appeared (a layout shift).
  scrollbarGutter: 'stable',
  '@media': { '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' } },
});

// While a dialog locks the page's scroll (Radix, through react-remove-scroll) there is no
// scrollbar to make room for: the room goes, so that sheets and overlays reach the window's
// edge, and the margin react-remove-scroll puts on <body> in its place keeps the page still.
globalStyle('html:has(> body[data-scroll-locked])', { scrollbarGutter: 'auto' });

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.fontFamily.body,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { margin: 0 });

globalStyle('img, svg, picture, video', { display: 'block', maxWidth: '100%' });

globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });

globalStyle('a', { color: vars.color.primary });

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

globalStyle('[hidden]', { display: 'none !important' });
