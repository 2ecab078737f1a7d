/** Theme-independent tokens: the same in light and dark. */
export const space = {
  none: '0',
  xxsmall: '0.25rem',
  xsmall: '0.5rem',
  small: '0.75rem',
  medium: '1rem',
  large: '1.5rem',
  xlarge: '2rem',
  xxlarge: '3rem',
  xxxlarge: '4.5rem',
} as const;

export const fontSize = {
  xsmall: '0.75rem',
  small: '0.875rem',
  standard: '1rem',
  large: '1.125rem',
  xlarge: '1.375rem',
  xxlarge: 'clamp(1.5rem, 1.2rem + 1.4vw, 2.125rem)',
  display: 'clamp(2rem, 1.4rem + 3vw, 3.5rem)',
} as const;

export const fontWeight = { regular: '400', medium: '500', bold: '700' } as const;

export const lineHeight = { tight: '1.2', standard: '1.55' } as const;

export const fontFamily = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  heading: 'ui-serif, Georgia, Cambria, "Times New Roman", serif',
} as const;

export const radius = {
  small: '0.375rem',
  standard: '0.75rem',
  large: '1.25rem',
  full: '9999px',
} as const;

export const shadow = {
  small: '0 1px 2px rgba(15, 27, 45, 0.08), 0 1px 3px rgba(15, 27, 45, 0.1)',
  medium: '0 4px 12px rgba(15, 27, 45, 0.12)',
  large: '0 12px 32px rgba(15, 27, 45, 0.18)',
} as const;

export const duration = { fast: '120ms', standard: '200ms', slow: '320ms' } as const;

/** Minimum widths; the site is designed from 390 px up. */
export const breakpoints = { tablet: 768, desktop: 1024, wide: 1280 } as const;

/**
 * Widths of text columns and the page, and the fixed widths of floating panels: the menu sheet
 * (capped at 88vw on phones), dialogs, the toast stack (420 px from tablets up) and tooltips.
 */
export const contentWidth = {
  text: '44rem',
  page: '76rem',
  sheet: '22rem',
  dialog: '32rem',
  toast: '26.25rem',
  tooltip: '18rem',
} as const;

/**
 * Minimum block size of buttons and form controls. Medium and large meet the 44 px touch
 * target (WCAG 2.5.5); small still clears the 24 px minimum (WCAG 2.5.8).
 */
export const controlHeight = { small: '2.25rem', medium: '2.75rem', large: '3.25rem' } as const;
