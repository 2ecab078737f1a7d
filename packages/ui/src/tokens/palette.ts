/** Semantic colours of one theme. Every pair used for text is checked for WCAG AA contrast. */
export interface ColorTokens {
  /** Page background. */
  surface: string;
  /** Cards, panels and inputs raised above the page. */
  raised: string;
  /** Recessed bands (alternate sections, code, wells). */
  sunken: string;
  text: string;
  /** Secondary text; still AA on surface, raised and sunken. */
  muted: string;
  primary: string;
  primaryHover: string;
  /** Text and icons on a primary background. */
  onPrimary: string;
  accent: string;
  onAccent: string;
  success: string;
  danger: string;
  onDanger: string;
  border: string;
  /** Borders of form controls: 3:1 against their background (WCAG 1.4.11). */
  controlBorder: string;
  focusRing: string;
  /** Backdrop behind dialogs and sheets. */
  overlay: string;
}

export const lightColors: ColorTokens = {
  surface: '#ffffff',
  raised: '#ffffff',
  sunken: '#f2f5f9',
  text: '#0f1b2d',
  muted: '#4a5568',
  primary: '#0b5cad',
  primaryHover: '#094a8c',
  onPrimary: '#ffffff',
  accent: '#a34a06',
  onAccent: '#ffffff',
  success: '#15803d',
  danger: '#b91c1c',
  onDanger: '#ffffff',
  border: '#d5dbe3',
  controlBorder: '#6b7789',
  focusRing: '#1d4ed8',
  overlay: 'rgba(15, 27, 45, 0.55)',
};

export const darkColors: ColorTokens = {
  surface: '#0b1220',
  raised: '#141d2f',
  sunken: '#070c16',
  text: '#e8edf5',
  muted: '#a6b0c0',
  primary: '#7cb9ff',
  primaryHover: '#a3cdff',
  onPrimary: '#0b1220',
  accent: '#f5a04a',
  onAccent: '#0b1220',
  success: '#4ade80',
  danger: '#f87171',
  onDanger: '#0b1220',
  border: '#2a3650',
  controlBorder: '#7d8aa3',
  focusRing: '#93c5fd',
  overlay: 'rgba(0, 0, 0, 0.65)',
};
