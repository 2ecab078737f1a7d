import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css.ts';
import type { CardPadding, CardTone } from './Card.tsx';

const padding: Record<CardPadding, StyleRule> = {
  small: { padding: vars.space.medium },
  medium: { padding: vars.space.large },
  large: { padding: vars.space.xlarge },
};

const tone: Record<CardTone, StyleRule> = {
  raised: {
    backgroundColor: vars.color.raised,
    border: `1px solid ${vars.color.border}`,
    boxShadow: vars.shadow.small,
  },
  sunken: {
    backgroundColor: vars.color.sunken,
    border: '1px solid transparent',
  },
};

export const root = recipe({
  base: {
    display: 'block',
    minInlineSize: 0,
    borderRadius: vars.radius.large,
    color: vars.color.text,
    // A card used as a list item should not show a bullet.
    listStyle: 'none',
  },
  variants: { padding, tone },
  defaultVariants: { padding: 'medium', tone: 'raised' },
});
