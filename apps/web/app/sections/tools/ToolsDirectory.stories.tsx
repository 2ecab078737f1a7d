import type { Meta, StoryObj } from '@storybook/react-vite';
import { tools } from '@travel/catalog';
import { Container } from '@travel/ui';
import { expect, fn } from 'storybook/test';
import { ToolsDirectory } from './ToolsDirectory.tsx';

const meta = {
  title: 'Pages/Tools/Directory',
  component: ToolsDirectory,
  args: { tools, onFilterChange: fn() },
  decorators: [
    (Story) => (
      <section aria-labelledby="tools-directory">
        <Container>
          <Story />
        </Container>
      </section>
    ),
  ],
} satisfies Meta<typeof ToolsDirectory>;

export default meta;
type Story = StoryObj<typeof meta>;

const toolLinks = { name: /\(opens in a new tab\)$/ } as const;

/** Uncontrolled: the chips narrow the cards and say how many are left. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(`${tools.length} tools available`);
    await userEvent.click(canvas.getByRole('radio', { name: 'Health' }));
    const health = tools.filter((tool) => tool.category === 'Health');
    await expect(args.onFilterChange).toHaveBeenLastCalledWith('Health');
    await expect(canvas.getAllByRole('link', toolLinks)).toHaveLength(health.length);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      new RegExp(`^${health.length} Health tools? available$`),
    );
  },
};

/** Controlled by the page (from `?category=` on /tools). */
export const Filtered: Story = {
  args: { filter: 'Financial' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Financial' })).toBeChecked();
    await expect(canvas.getAllByRole('link', toolLinks)).toHaveLength(
      tools.filter((tool) => tool.category === 'Financial').length,
    );
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  tags: ['!autodocs'],
};
