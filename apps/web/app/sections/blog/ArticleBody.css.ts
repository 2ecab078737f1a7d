import { breakpoints, vars } from '@travel/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

// Class names written by app/lib/markdown.server.ts (`markdownClasses`). Repeated here rather
// than imported: that module is build-time only.
const md = {
  cta: 'md-cta',
  ctaAction: 'md-cta-action',
  figure: 'md-figure',
  infographic: 'md-infographic',
  tableScroll: 'md-table-scroll',
  hidden: 'md-sr-only',
};

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;

/** The article's typography: the HTML comes from Markdown, so it is styled by element. */
export const body = style({
  fontSize: vars.fontSize.large,
  lineHeight: '1.7',
  color: vars.color.text,
  overflowWrap: 'break-word',
});

const inBody = (selector: string) =>
  selector
    .split(',')
    .map((part) => `${body} ${part.trim()}`)
    .join(', ');

globalStyle(inBody('> * + *'), { marginBlockStart: vars.space.large });

globalStyle(inBody('h2, h3'), {
  fontFamily: vars.fontFamily.heading,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textWrap: 'balance',
  // Leaves room under the sticky header when a heading is the target of an anchor.
  scrollMarginBlockStart: '6rem',
});
globalStyle(inBody('h2'), {
  marginBlockStart: vars.space.xxlarge,
  paddingBlockStart: vars.space.large,
  borderBlockStart: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xxlarge,
});
globalStyle(inBody('h3'), { marginBlockStart: vars.space.xlarge, fontSize: vars.fontSize.xlarge });
globalStyle(inBody('h2 + *, h3 + *'), { marginBlockStart: vars.space.small });

globalStyle(inBody('p'), { textWrap: 'pretty' });

globalStyle(inBody('ul, ol'), { paddingInlineStart: vars.space.large });
globalStyle(inBody('li + li'), { marginBlockStart: vars.space.xsmall });
globalStyle(inBody('li::marker'), { color: vars.color.primary, fontWeight: vars.fontWeight.bold });

globalStyle(inBody('strong'), { fontWeight: vars.fontWeight.bold });

globalStyle(inBody('a'), {
  color: vars.color.primary,
  textDecorationLine: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
});
globalStyle(inBody('a:hover'), { textDecorationThickness: '2px' });

globalStyle(inBody('blockquote'), {
  paddingBlock: vars.space.small,
  paddingInline: `${vars.space.large} 0`,
  borderInlineStart: `4px solid ${vars.color.accent}`,
  color: vars.color.muted,
  fontStyle: 'italic',
});

globalStyle(inBody('code'), {
  paddingInline: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.sunken,
  border: `1px solid ${vars.color.border}`,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '0.9em',
});
globalStyle(inBody('pre'), {
  overflowX: 'auto',
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.sunken,
});
globalStyle(inBody('pre code'), { padding: 0, border: 'none', backgroundColor: 'transparent' });

globalStyle(inBody('hr'), { border: 'none', borderBlockStart: `1px solid ${vars.color.border}` });

// Tables: they scroll inside their own box on narrow screens instead of widening the page.
globalStyle(inBody(`.${md.tableScroll}`), {
  overflowX: 'auto',
  borderRadius: vars.radius.standard,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.raised,
});
globalStyle(inBody('table'), {
  inlineSize: '100%',
  minInlineSize: '32rem',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
});
globalStyle(inBody('th, td'), {
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});
globalStyle(inBody('th'), { backgroundColor: vars.color.sunken, fontWeight: vars.fontWeight.bold });
globalStyle(inBody('tbody tr:last-child td'), { borderBlockEnd: 'none' });
globalStyle(inBody('tbody tr:nth-child(even) td'), {
  backgroundColor: `color-mix(in srgb, ${vars.color.sunken} 50%, transparent)`,
});

// The infographic: our own SVG, drawn on a light card of its own, so it reads in both themes.
globalStyle(inBody(`.${md.figure}`), {
  marginBlock: vars.space.xlarge,
  padding: vars.space.small,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.raised,
});
globalStyle(inBody(`.${md.infographic}`), {
  inlineSize: '100%',
  blockSize: 'auto',
  borderRadius: vars.radius.standard,
});
globalStyle(inBody('figcaption'), {
  paddingBlock: `${vars.space.small} ${vars.space.xxsmall}`,
  paddingInline: vars.space.xsmall,
  color: vars.color.muted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
});

// The call to action: a tinted, labelled box with the button under its text.
globalStyle(inBody(`.${md.cta}`), {
  marginBlock: vars.space.xxlarge,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `1px solid color-mix(in srgb, ${vars.color.primary} 35%, ${vars.color.border})`,
  borderInlineStart: `6px solid ${vars.color.primary}`,
  background: `linear-gradient(135deg, color-mix(in srgb, ${vars.color.primary} 10%, ${vars.color.raised}), ${vars.color.raised})`,
  '@media': { [tablet]: { padding: vars.space.xlarge } },
});
globalStyle(inBody(`.${md.cta} > * + *`), { marginBlockStart: vars.space.small });
globalStyle(inBody(`.${md.cta} h3`), {
  marginBlockStart: 0,
  paddingBlockStart: 0,
  borderBlockStart: 'none',
});
globalStyle(inBody(`.${md.cta} > .${md.ctaAction}`), { marginBlockStart: vars.space.large });
// The button look comes with its own colours and no underline; keep the body's link rule off it.
globalStyle(inBody(`.${md.ctaAction} a`), {
  color: vars.color.onPrimary,
  textDecorationLine: 'none',
});

globalStyle(inBody(`.${md.hidden}`), {
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
