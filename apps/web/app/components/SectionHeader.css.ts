import { style } from '@vanilla-extract/css';
import { vars } from '@travel/ui/theme';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  maxInlineSize: vars.contentWidth.text,
  marginBlockEnd: vars.space.xlarge,
});

export const centered = style({
  marginInline: 'auto',
  alignItems: 'center',
  textAlign: 'center',
});

export const flush = style({ marginBlockEnd: 0 });

export const eyebrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: vars.color.accent,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  selectors: {
    // A short rule before the eyebrow: a quiet, consistent signature for every section.
    '&::before': {
      content: '""',
      inlineSize: vars.space.large,
      blockSize: '0.125rem',
      borderRadius: vars.radius.full,
      backgroundColor: 'currentColor',
    },
  },
});

export const intro = style({ textWrap: 'pretty' });
