import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@travel/ui/theme';

// The full navigation, switcher, toggle and call to action need the widest layout; below it
// they move into the menu panel.
const wide = `screen and (min-width: ${breakpoints.wide}px)`;
// In French, Spanish or Italian the eight links, the switcher and the call to action fill the
// whole bar at 1280 px: until the header has room (from 1440 px, where it also grows wider than
// the page's column), the brand name goes under the star, small, a word a line, and the links
// sit closer together: the logo still names the agency.
const roomy = 1440;
const crowded = `screen and (min-width: ${breakpoints.wide}px) and (max-width: ${roomy - 0.02}px)`;
const spacious = `screen and (min-width: ${roomy}px)`;

export const container = style({
  '@media': { [spacious]: { maxInlineSize: '88rem' } },
});

export const logo = style({
  '@media': { [crowded]: { flexDirection: 'column', gap: '0.125rem' } },
});

globalStyle(`${logo} svg`, {
  '@media': { [crowded]: { width: '1.5rem', height: '1.5rem' } },
});

export const logoName = style({
  '@media': {
    [crowded]: {
      whiteSpace: 'normal',
      inlineSize: 'min-content',
      textAlign: 'center',
      fontSize: '0.7rem',
      lineHeight: 1.1,
    },
  },
});

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 50,
  background: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  minHeight: '4rem',
});

export const logoLink = style({ textDecoration: 'none', borderRadius: vars.radius.small });

export const nav = style({
  display: 'none',
  '@media': { [wide]: { display: 'block' } },
});

export const navList = style({
  display: 'flex',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  whiteSpace: 'nowrap',
  '@media': { [crowded]: { gap: 0 } },
});

export const navLink = style({
  display: 'inline-block',
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.xxsmall,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.small,
  textDecoration: 'none',
  textUnderlineOffset: '0.4em',
  textDecorationThickness: '2px',
  selectors: {
    '&:hover': { color: vars.color.primary },
    '&[aria-current="page"]': { color: vars.color.primary, textDecorationLine: 'underline' },
  },
});

export const actions = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.xsmall,
  // A call to action broken over two lines would squeeze the bar instead of overflowing it.
  whiteSpace: 'nowrap',
  flexShrink: 0,
  '@media': { [wide]: { display: 'flex' } },
});

export const menu = style({
  '@media': { [wide]: { display: 'none' } },
});
