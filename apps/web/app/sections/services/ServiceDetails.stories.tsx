import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { servicesCatalog } from './catalog.server.ts';
import { ServiceDetails } from './ServiceDetails.tsx';

// What the /services route's loader gives the page.
const { services } = servicesCatalog();

const meta = {
  title: 'Pages/Services/Service Details',
  component: ServiceDetails,
  // The bands /services shows, in its order.
  args: { services, ids: ['e-visa', 'consultation', 'airfare'] },
  argTypes: { ids: { control: 'check', options: services.map((service) => service.id) } },
} satisfies Meta<typeof ServiceDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    for (const id of args.ids) {
      const service = services.find((card) => card.id === id)!;
      await expect(canvas.getByRole('heading', { name: service.title })).toBeVisible();
    }
  },
};

export const OneService: Story = {
  args: { ids: ['airfare'] },
};
