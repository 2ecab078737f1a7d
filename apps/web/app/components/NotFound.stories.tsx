import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotFound } from './NotFound.tsx';

const meta = {
  title: 'Shell/Not Found Page',
  component: NotFound,
  parameters: { router: { url: '/no-such-page' } },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('button', { name: 'Go Back' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Contact our travel experts' })).toHaveAttribute(
      'href',
      '/contact',
    );
  },
};
