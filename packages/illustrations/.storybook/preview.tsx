import type { Preview } from '@storybook/react-vite';
import { createI18n, en } from '@travel/i18n';
import '@travel/ui/styles';
import { storybookPreview } from '@travel/ui/storybook';

// A page running JavaScript, as on the site (the theme script marks <html> with `js`).
document.documentElement.classList.add('js');

const shared = storybookPreview(createI18n(en));

const preview: Preview = {
  ...shared,
  tags: ['autodocs'],
  parameters: { ...shared.parameters, layout: 'padded' },
};

export default preview;
