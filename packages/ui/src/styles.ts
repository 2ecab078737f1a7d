/**
 * The design system's global styles: the light and dark themes (CSS variables on <html>) and
 * the base element styles. An app imports this once, at its root (`import '@travel/ui/styles'`).
 *
 * Components carry their own styles; these are the ones no component imports, so a bundler
 * that drops unused modules must be told to keep them — hence a side-effect entry of its own.
 */
import './themes/global.css.ts';
