import type { Meta, StoryObj } from '@storybook/react-vite';
import { destinations } from '@travel/catalog';
import { expect, waitFor } from 'storybook/test';
import { clearToasts, mockApi, withToaster } from '../../../.storybook/helpers.tsx';
import { contactCatalog } from './catalog.server.ts';
import { WhyChoose } from './ContactDetails.tsx';
import { ContactMain } from './ContactMain.tsx';

const meta = {
  title: 'Pages/Contact/Main',
  component: ContactMain,
  // The promises, with the entries the contact route's loader gives the page.
  args: { children: <WhyChoose trustClaims={contactCatalog().trustClaims} /> },
  decorators: [withToaster],
  beforeEach: clearToasts,
} satisfies Meta<typeof ContactMain>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form card beside the office's details, hours and promises. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Send Us a Message' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Get in Touch' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Office Hours' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: /^Why Choose / })).toBeVisible();
    await expect(canvas.queryByText("You're asking about")).toBeNull();
  },
};

/** Reached from a gift voucher on /services/all: the request is summed up and opens the message. */
export const FromGiftVoucher: Story = {
  parameters: { router: { url: '/contact?service=gift-voucher&type=romantic&amount=2500' } },
  play: async ({ canvas }) => {
    // The query is read once the page is interactive, by code fetched for it.
    await expect(await canvas.findByText("You're asking about")).toBeVisible();
    await expect(canvas.getByText(/gift voucher, \$2,500$/)).toBeVisible();
    const message = canvas.getByRole<HTMLTextAreaElement>('textbox', {
      name: /Tell Us About Your Dream Trip/,
    });
    await expect(message.value).toMatch(/gift voucher worth \$2,500\.$/);
  },
};

/** Reached from a destination page: the destination field is filled in. */
export const FromDestination: Story = {
  parameters: { router: { url: `/contact?destination=${destinations[0]!.slug}` } },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /^Destination/ })).toHaveValue(
        destinations[0]!.name,
      ),
    );
  },
};

/** Sent: a toast confirms it, and the form starts afresh without the request. */
export const Sent: Story = {
  parameters: { router: { url: '/contact?service=gift-voucher&type=romantic&amount=2500' } },
  beforeEach: () => mockApi({ success: true, message: 'Message sent' }),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText("You're asking about");
    await userEvent.type(canvas.getByRole('textbox', { name: /Full Name/ }), 'Sam Okafor');
    await userEvent.type(canvas.getByRole('textbox', { name: /Email Address/ }), 'sam@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(await canvas.findByText('Message Sent Successfully!')).toBeVisible();
    await expect(canvas.queryByText("You're asking about")).toBeNull();
    await expect(canvas.getByRole('textbox', { name: /Full Name/ })).toHaveValue('');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  tags: ['!autodocs'],
};
