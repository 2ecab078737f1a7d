import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { apiRequests, clearToasts, mockApi, withToaster } from '../../../.storybook/helpers.tsx';
import { homeCatalog } from './catalog.server.ts';
import { NewsletterSection } from './NewsletterSection.tsx';

// What the home route's loader gives every section (`<Section {...catalog} />`).
const catalog = homeCatalog();

const meta = {
  title: 'Pages/Home/Newsletter',
  component: NewsletterSection,
  args: catalog,
  decorators: [withToaster],
  beforeEach: clearToasts,
} satisfies Meta<typeof NewsletterSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Subscribing: "Subscribing..." while it sends, then the welcome toast and an empty form. */
export const Subscribed: Story = {
  beforeEach: () => mockApi({ success: true, message: 'Subscribed' }, 300),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /First name/ }), 'Amina');
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Email address/ }),
      'amina@example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(await canvas.findByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    await expect(await canvas.findByText('Welcome aboard!')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Email address/ })).toHaveValue('');
    await expect(apiRequests[0]).toMatchObject({
      path: '/api/newsletter/subscribe',
      body: { email: 'amina@example.com', name: 'Amina', source: 'home' },
    });
  },
};

export const Failed: Story = {
  beforeEach: () => mockApi('network-error'),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /First name/ }), 'Amina');
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Email address/ }),
      'amina@example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(await canvas.findByText('Subscription failed')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Email address/ })).toHaveValue(
      'amina@example.com',
    );
  },
};
