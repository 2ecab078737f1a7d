import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { apiRequests, clearToasts, mockApi, withToaster } from '../../../.storybook/helpers.tsx';
import { BlogNewsletter } from './BlogNewsletter.tsx';

const meta = {
  title: 'Pages/Blog/Newsletter',
  component: BlogNewsletter,
  args: { subscribers: 15000, discount: 25 },
  decorators: [withToaster],
  beforeEach: clearToasts,
} satisfies Meta<typeof BlogNewsletter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Never Miss a Travel Tip' }),
    ).toBeVisible();
  },
};

/** Subscribed: a toast welcomes the reader and the field empties. */
export const Subscribed: Story = {
  beforeEach: () => mockApi({ success: true, message: 'Subscribed' }),
  play: async ({ canvas, userEvent }) => {
    const email = canvas.getByRole('textbox', { name: /Email address/ });
    await userEvent.type(email, 'reader@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(
      await canvas.findByText(
        "You've been subscribed to our travel newsletter. Please confirm from the e-mail we just sent you.",
      ),
    ).toBeVisible();
    await expect(email).toHaveValue('');
    await expect(apiRequests[0]?.body).toMatchObject({
      email: 'reader@example.com',
      source: 'blog-index',
    });
  },
};

/** The API's own message is shown when it refuses. */
export const Refused: Story = {
  beforeEach: () => mockApi({ success: false, message: 'This address is already subscribed.' }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Email address/ }),
      'reader@example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    // The server's English sentence is not the page's: the refusal is said in its own words.
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Subscription failed');
  },
};

/** An address the API would refuse is asked for again at the field, before anything is sent. */
export const InvalidAddress: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: /Email address/ });
    await userEvent.type(field, 'reader@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    // The fields are judged by the API's schema, fetched on demand: wait for its verdict.
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await expect(field).toHaveAccessibleDescription(/valid email address/);
    await expect(field).toHaveFocus();
  },
};
