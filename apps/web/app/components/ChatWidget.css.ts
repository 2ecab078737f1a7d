import { style } from '@vanilla-extract/css';
import { vars } from '@travel/ui/theme';

export const root = style({
  position: 'fixed',
  insetInlineEnd: vars.space.medium,
  insetBlockEnd: vars.space.medium,
  zIndex: 45,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.small,
});

export const toggle = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  width: '3.5rem',
  height: '3.5rem',
  border: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  boxShadow: vars.shadow.large,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.primaryHover } },
});

export const badge = style({
  position: 'absolute',
  insetBlockStart: '-0.25rem',
  insetInlineEnd: '-0.25rem',
  display: 'grid',
  placeItems: 'center',
  minWidth: '1.35rem',
  height: '1.35rem',
  borderRadius: vars.radius.full,
  background: vars.color.danger,
  color: vars.color.onDanger,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.bold,
  border: `2px solid ${vars.color.surface}`,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  width: 'min(22rem, calc(100vw - 2rem))',
  maxHeight: 'calc(100vh - 7rem)',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.raised,
  boxShadow: vars.shadow.large,
});

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: vars.space.medium,
  background: vars.color.primary,
  color: vars.color.onPrimary,
});

export const title = style({ fontSize: vars.fontSize.standard, fontWeight: vars.fontWeight.bold });

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  fontSize: vars.fontSize.small,
});

export const dot = style({
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: vars.radius.full,
  background: 'currentColor',
});

export const iconButton = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.controlHeight.medium,
  height: vars.controlHeight.medium,
  marginBlock: `calc(-1 * ${vars.space.xsmall})`,
  marginInlineEnd: `calc(-1 * ${vars.space.xsmall})`,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  overflowY: 'auto',
});

export const bubble = style({
  padding: vars.space.small,
  borderRadius: vars.radius.standard,
  borderEndStartRadius: vars.radius.small,
  background: vars.color.sunken,
  fontSize: vars.fontSize.small,
});

export const quickReplies = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const quickReply = style({
  width: '100%',
  minHeight: vars.controlHeight.medium,
  paddingInline: vars.space.small,
  border: `1px solid ${vars.color.primary}`,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.primary,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.sunken } },
});

export const composer = style({
  display: 'flex',
  gap: vars.space.xsmall,
  paddingInline: vars.space.medium,
  paddingBlockEnd: vars.space.small,
});

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.controlHeight.medium,
  paddingInline: vars.space.small,
  border: `1px solid ${vars.color.controlBorder}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
});

export const sendButton = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.controlHeight.medium,
  height: vars.controlHeight.medium,
  border: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.5, cursor: 'not-allowed' } },
});

export const footer = style({
  paddingInline: vars.space.medium,
  paddingBlockEnd: vars.space.medium,
  fontSize: vars.fontSize.xsmall,
  color: vars.color.muted,
});
