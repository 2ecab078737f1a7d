import type { Meta, StoryObj } from '@storybook/react-vite';
import { Phone } from 'lucide-react';
import { expect } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden.tsx';

const meta = {
  title: 'Utilities/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Call us' },
  render: (args) => (
    <a href="tel:+16125550100">
      <Phone aria-hidden="true" />
      <VisuallyHidden {...args} />
    </a>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An icon-only link: sighted visitors see the icon, screen readers hear "Call us". */
export const IconLink: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Call us' });
    await expect(link).toBeInTheDocument();
    const { width, height } = canvas.getByText('Call us').getBoundingClientRect();
    await expect(width * height).toBeLessThanOrEqual(1);
  },
};
