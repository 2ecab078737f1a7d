import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { figure } from '../../lib/locale-format.ts';
import { homeCatalog } from './catalog.server.ts';
import { SocialSection } from './SocialSection.tsx';

// What the home route's loader gives every section (`<Section {...catalog} />`).
const catalog = homeCatalog();

const meta = {
  title: 'Pages/Home/Social',
  component: SocialSection,
  args: catalog,
} satisfies Meta<typeof SocialSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const video = catalog.socialVideos[0]!;
    await expect(canvas.getByRole('link', { name: new RegExp(video.title) })).toHaveAttribute(
      'href',
      video.link,
    );
    await expect(canvas.getByText(figure('en', catalog.socialStats[0]!.value))).toBeVisible();
  },
};
