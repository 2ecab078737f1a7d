import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { BACK_TO_TOP_THRESHOLD, BackToTop } from './BackToTop.tsx';

const meta = {
  title: 'Shell/Back to Top',
  component: BackToTop,
  // A long page with a <main> to land on, as in the shell.
  decorators: [
    (Story) => (
      <>
        <main id="main" tabIndex={-1} style={{ minHeight: '300vh' }}>
          <h1>A long page</h1>
        </main>
        <Story />
      </>
    ),
  ],
  beforeEach: () => {
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
} satisfies Meta<typeof BackToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** It appears past 300 px of scroll and takes the reader (and the focus) back to the top. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('button', { name: 'Back to top' })).toBeNull();
    window.scrollTo({ top: BACK_TO_TOP_THRESHOLD + 200, behavior: 'instant' });
    const button = await canvas.findByRole('button', { name: 'Back to top' });
    await userEvent.click(button);
    await waitFor(() => expect(window.scrollY).toBe(0));
    await expect(canvas.getByRole('main')).toHaveFocus();
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Back to top' })).toBeNull());
  },
};

/** Scrolled down, where the button shows. */
export const Visible: Story = {
  play: async ({ canvas }) => {
    window.scrollTo({ top: BACK_TO_TOP_THRESHOLD + 200, behavior: 'instant' });
    await expect(await canvas.findByRole('button', { name: 'Back to top' })).toBeVisible();
  },
};
