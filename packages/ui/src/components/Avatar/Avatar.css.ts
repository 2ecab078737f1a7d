import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css.ts';
import type { AvatarSize, AvatarTone } from './Avatar.tsx';

const size: Record<AvatarSize, StyleRule> = {
  small: {
    inlineSize: vars.space.xlarge,
    blockSize: vars.space.xlarge,
    fontSize: vars.fontSize.xsmall,
  },
  medium: {
    inlineSize: vars.space.xxlarge,
    blockSize: vars.space.xxlarge,
    fontSize: vars.fontSize.standard,
  },
  large: {
    inlineSize: vars.space.xxxlarge,
    blockSize: vars.space.xxxlarge,
    fontSize: vars.fontSize.xlarge,
  },
};

// Pairs already checked for AA contrast (contrast.test.ts).
const tone: Record<AvatarTone, StyleRule> = {
  primary: { backgroundColor: vars.color.primary, color: vars.color.onPrimary },
  accent: { backgroundColor: vars.color.accent, color: vars.color.onAccent },
  neutral: {
    backgroundColor: vars.color.sunken,
    color: vars.color.text,
    borderColor: vars.color.border,
  },
  inverse: { backgroundColor: vars.color.text, color: vars.color.surface },
};

export const root = recipe({
  base: {
    display: 'inline-flex',
    flexShrink: 0,
    alignItems: 'center',
    justifyContent: 'center',
    border: '1px solid transparent',
    borderRadius: vars.radius.full,
    fontFamily: vars.fontFamily.body,
    fontWeight: vars.fontWeight.bold,
    lineHeight: 1,
    userSelect: 'none',
  },
  variants: { size, tone },
  defaultVariants: { size: 'medium' },
});
