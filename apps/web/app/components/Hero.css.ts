import { style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, vars } from '@travel/ui/theme';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;
const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

const band = style({
  background: `linear-gradient(180deg, ${vars.color.sunken}, ${vars.color.surface})`,
});

/** Space above and below the band, by the kind of page. */
export const hero = styleVariants(
  {
    /** Words beside a picture that grows on a desktop. */
    standard: {
      paddingBlock: `${vars.space.xlarge} ${vars.space.xxlarge}`,
      '@media': { [desktop]: { paddingBlock: `${vars.space.xxlarge} ${vars.space.xxxlarge}` } },
    },
    /** The same space above and below, at every width. */
    even: { paddingBlock: vars.space.xxlarge },
    /** Centred words with no picture. */
    centered: {
      paddingBlock: `${vars.space.xxlarge} ${vars.space.xlarge}`,
      '@media': { [desktop]: { paddingBlock: `${vars.space.xxxlarge} ${vars.space.xxlarge}` } },
    },
    /** Under a breadcrumb trail, close to the site header. */
    trail: { paddingBlock: `${vars.space.large} ${vars.space.xlarge}` },
    /** A trail and a large picture below it. */
    detail: { paddingBlock: `${vars.space.medium} ${vars.space.xxlarge}` },
  },
  (rule) => [band, rule],
);

/** A light wash of the brand colour in the top corner, over the band. */
export const glow = style({
  background: `radial-gradient(110% 90% at 0% 0%, color-mix(in srgb, ${vars.color.primary} 12%, transparent), transparent 60%), linear-gradient(180deg, ${vars.color.sunken}, ${vars.color.surface})`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

const layoutBase = style({ display: 'grid', gap: vars.space.xlarge, alignItems: 'center' });

/** The words' share of the row on a desktop, against 1fr for the picture. */
export const layout = styleVariants(
  { '1.1': '1.1fr 1fr', '1.15': '1.15fr 1fr', '1.2': '1.2fr 1fr', '1.3': '1.3fr 1fr' },
  (columns) => [layoutBase, { '@media': { [desktop]: { gridTemplateColumns: columns } } }],
);

/** More room between words and picture on a desktop. */
export const wideGap = style({ '@media': { [desktop]: { gap: vars.space.xxlarge } } });

/** Below a trail, with the picture a little wider than the words. */
export const detailLayout = style([
  layoutBase,
  {
    marginBlockStart: vars.space.medium,
    '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.1fr)' } },
  },
]);

export const copy = styleVariants(
  { small: 'small', medium: 'medium', large: 'large' } as const,
  (gap) => ({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[gap],
    minInlineSize: 0,
  }),
);

export const centered = style({ alignItems: 'center', textAlign: 'center' });

/** Centred words kept to a readable measure. */
export const narrow = style({ maxInlineSize: vars.contentWidth.text, marginInline: 'auto' });

export const eyebrow = style({
  color: vars.color.accent,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  fontSize: vars.fontSize.small,
});

/** The first words under a trail keep their distance from it. */
export const afterTrail = style({ marginBlockStart: vars.space.small });

export const subtitle = style({ maxInlineSize: vars.contentWidth.text, textWrap: 'pretty' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

/** A picture shown from tablets up only (the words come first on a phone). */
export const tabletUp = style({ display: 'none', '@media': { [tablet]: { display: 'block' } } });

export const art = style({
  position: 'relative',
  minInlineSize: 0,
  selectors: {
    // A tinted frame offset behind the picture, like a print laid on the desk.
    '&::before': {
      content: '""',
      position: 'absolute',
      insetBlockStart: vars.space.xsmall,
      insetInlineStart: vars.space.xsmall,
      insetBlockEnd: `calc(-1 * ${vars.space.xsmall})`,
      insetInlineEnd: `calc(-1 * ${vars.space.xsmall})`,
      borderRadius: vars.radius.large,
      backgroundColor: `color-mix(in srgb, ${vars.color.accent} 16%, transparent)`,
    },
  },
  '@media': {
    [desktop]: {
      selectors: {
        '&::before': {
          insetBlockStart: vars.space.medium,
          insetInlineStart: vars.space.medium,
          insetBlockEnd: `calc(-1 * ${vars.space.medium})`,
          insetInlineEnd: `calc(-1 * ${vars.space.medium})`,
        },
      },
    },
  },
});

export const scene = style({
  position: 'relative',
  inlineSize: '100%',
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.large,
});

/** A wide drawing that stays a short band on phones, where the words come first. */
export const banner = style({
  inlineSize: '100%',
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.medium,
  maxBlockSize: '14rem',
  '@media': { [desktop]: { maxBlockSize: 'none' } },
});
