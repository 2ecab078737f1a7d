import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn } from 'storybook/test';
import { clearToasts, withToaster } from '../../../.storybook/helpers.tsx';
import { site } from '../../site.ts';
import { ShareTools } from './ShareTools.tsx';

const meta = {
  title: 'Pages/Tools/Share',
  component: ShareTools,
  decorators: [withToaster],
  beforeEach: clearToasts,
} satisfies Meta<typeof ShareTools>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Share These Tools' }),
    ).toBeVisible();
  },
};

/** Copy link puts the page's address on the clipboard and confirms with a toast. */
export const CopyLink: Story = {
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(await canvas.findByText('Link copied!')).toBeVisible();
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(`${site.origin}/tools`);
  },
};
