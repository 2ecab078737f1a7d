import type { Preview } from '@storybook/react-vite';
import { createI18n, en } from '@travel/i18n';
import '../src/themes/global.css.ts';
import { storybookPreview } from '../src/storybook/index.tsx';

// A page running JavaScript: the theme script marks <html> with `js` (components that hide
// what needs scripting without it, such as the accordion's closed sections, read it).
document.documentElement.classList.add('js');

const shared = storybookPreview(createI18n(en));

const preview: Preview = {
  ...shared,
  tags: ['autodocs'],
  parameters: { ...shared.parameters, layout: 'padded' },
};

export default preview;
