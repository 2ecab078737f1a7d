import type { Meta, StoryObj } from '@storybook/react-vite';
import { mainNavigation } from '@travel/catalog';
import { expect, within } from 'storybook/test';
import { site } from '../site.ts';
import { SiteHeader } from './SiteHeader.tsx';

const meta = {
  title: 'Shell/Header',
  component: SiteHeader,
  parameters: { router: { url: '/destinations' } },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * From 1280 px: the logo, the main navigation (the current page marked), language, theme and
 * the call to action.
 */
export const Default: Story = {
  globals: { viewport: { value: 'wide' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: `${site.brand} home` })).toHaveAttribute(
      'href',
      '/',
    );
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(nav.getAllByRole('link')).toHaveLength(mainNavigation.length);
    await expect(nav.getByRole('link', { name: 'Destinations' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvasElement.querySelector('header details summary')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Plan Your Journey' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).toBeNull();
  },
};

/** Narrower screens: the logo and the menu button (see Shell/Mobile Menu). */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile2' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark', viewport: { value: 'wide' } },
  tags: ['!autodocs'],
};

export const Arabic: Story = {
  globals: { locale: 'ar', viewport: { value: 'wide' } },
  tags: ['!autodocs'],
  play: async () => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
