import type { Meta, StoryObj } from '@storybook/react-vite';
import { mainNavigation } from '@travel/catalog';
import { expect, waitFor, within } from 'storybook/test';
import { MobileMenu } from './MobileMenu.tsx';

const meta = {
  title: 'Shell/Mobile Menu',
  component: MobileMenu,
  parameters: { layout: 'padded', router: { url: '/blog' } },
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the hamburger, as the narrow header shows it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** Opened: the links, language, theme and the call to action; choosing a link closes it. */
export const Open: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    // The panel is a dialog portalled to <body>.
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Menu' });
    const menu = within(dialog);
    // Outside the language switcher's closed list (testing-library counts what it holds).
    const links = menu
      .getAllByRole('link', { name: /.+/ })
      .filter((link) => !link.closest('details'));
    await expect(links).toHaveLength(mainNavigation.length + 1);
    await expect(menu.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    await expect(dialog.querySelector('details summary')).toHaveTextContent('English');
    await userEvent.click(menu.getByRole('link', { name: 'Services' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

/** Escape closes it and gives focus back to the hamburger. */
export const Escape: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const page = within(canvasElement.ownerDocument.body);
    await page.findByRole('dialog', { name: 'Menu' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  },
};
