import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { homeCatalog } from './catalog.server.ts';
import { ToolsSection } from './ToolsSection.tsx';

// What the home route's loader gives every section (`<Section {...catalog} />`).
const catalog = homeCatalog();
const toolLinks = /opens in a new tab/i;

const meta = {
  title: 'Pages/Home/Tools',
  component: ToolsSection,
  args: catalog,
} satisfies Meta<typeof ToolsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The category chips narrow the tools and say how many are left. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `${catalog.tools.length} tools available`,
    );
    await expect(canvas.getAllByRole('link', { name: toolLinks })).toHaveLength(
      catalog.tools.length,
    );

    await userEvent.click(canvas.getByRole('radio', { name: 'Safety' }));
    const safety = catalog.tools.filter((tool) => tool.category === 'Safety');
    await expect(canvas.getByRole('radio', { name: 'Safety' })).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      new RegExp(`^${safety.length} Safety tools? available$`),
    );
    await expect(canvas.getAllByRole('link', { name: toolLinks })).toHaveLength(safety.length);

    await userEvent.click(canvas.getByRole('radio', { name: 'All' }));
    await expect(canvas.getAllByRole('link', { name: toolLinks })).toHaveLength(
      catalog.tools.length,
    );
  },
};

/** A shared link with `?tools=food` opens on that category. */
export const FromSharedLink: Story = {
  parameters: { router: { url: '/?tools=food' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Food' })).toBeChecked();
  },
};
