import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css.ts';
import { breakpoints } from '../../tokens/scale.ts';
import type { SectionPadding, SectionTone } from './Section.tsx';

const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

// Vertical rhythm between page bands; it opens up on wide screens.
const padding: Record<SectionPadding, StyleRule> = {
  none: { paddingBlock: 0 },
  small: {
    paddingBlock: vars.space.xlarge,
    '@media': { [desktop]: { paddingBlock: vars.space.xxlarge } },
  },
  medium: {
    paddingBlock: vars.space.xxlarge,
    '@media': { [desktop]: { paddingBlock: vars.space.xxxlarge } },
  },
  large: {
    paddingBlock: vars.space.xxxlarge,
    '@media': { [desktop]: { paddingBlock: `calc(${vars.space.xxxlarge} * 1.5)` } },
  },
};

const tone: Record<SectionTone, StyleRule> = {
  surface: { backgroundColor: vars.color.surface },
  sunken: { backgroundColor: vars.color.sunken },
};

export const root = recipe({
  base: {
    display: 'block',
    color: vars.color.text,
  },
  variants: { padding, tone },
  defaultVariants: { padding: 'medium', tone: 'surface' },
});
