import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotFound } from './NotFound.tsx';
import { SiteShell } from './SiteShell.tsx';

const meta = {
  title: 'Shell/Site Shell',
  component: SiteShell,
  // A page inside the shell: here the not-found page, as unknown addresses show it.
  args: { children: <NotFound /> },
  argTypes: { children: { control: false } },
  parameters: { router: { url: '/no-such-page' } },
} satisfies Meta<typeof SiteShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Skip link, sticky header, the page, footer, back-to-top and the chat widget. */
export const Default: Story = {
  globals: { viewport: { value: 'wide' } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toContainElement(
      canvas.getByRole('heading', { level: 1 }),
    );
    // The footer's code arrives on its own (lib/deferred.tsx).
    await expect(await canvas.findByRole('contentinfo')).toBeVisible();
    // The first Tab reaches the skip link, which leads to the page.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile2' } },
};

export const Arabic: Story = {
  globals: { locale: 'ar', viewport: { value: 'wide' } },
  tags: ['!autodocs'],
};
