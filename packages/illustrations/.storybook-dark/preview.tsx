import type { Preview } from '@storybook/react-vite';
import preview from '../.storybook/preview.tsx';

// Every story starts in the dark theme here, so the accessibility check (contrast above all)
// covers both palettes. A story that sets its own theme or locale keeps it.
const dark: Preview = {
  ...preview,
  tags: ['autodocs'],
  initialGlobals: { ...preview.initialGlobals, theme: 'dark' },
};

export default dark;
