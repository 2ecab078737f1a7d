import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { apiRequests, mockApi } from '../../.storybook/helpers.tsx';
import { site } from '../site.ts';

/** Text as read: the hours print a no-break space before AM/PM. */
const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();
import { SiteFooter } from './SiteFooter.tsx';

const meta = {
  title: 'Shell/Footer',
  component: SiteFooter,
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newsletter, social links, quick links, the office and the legal line. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Stay Updated' })).toBeVisible();
    const legal = within(canvas.getByRole('navigation', { name: 'Legal' }));
    await expect(legal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(canvas.getByRole('link', { name: `Email: ${site.email}` })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    // Spec §2 footer: the open days of SITE_HOURS (Mon-Fri, Sat), written by the language.
    await expect(
      canvas.getByText('Mon – Fri 9 AM – 6 PM', { normalizer: normalize }),
    ).toBeVisible();
    await expect(canvas.getByText('Sat 10 AM – 4 PM', { normalizer: normalize })).toBeVisible();
    await expect(canvas.queryByText(/^Sun /, { normalizer: normalize })).toBeNull();
    await expect(
      canvas.getByText('Thoughtfully planned journeys from Minneapolis to the world.'),
    ).toBeVisible();
  },
};

/** Hours, city and tagline in German: day names and a 24-hour clock from the language. */
export const German: Story = {
  globals: { locale: 'de' },
  tags: ['!autodocs'],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Mo – Fr 9:00–18:00 Uhr', { normalizer: normalize }),
    ).toBeVisible();
    await expect(canvas.getByText('Sa 10:00–16:00 Uhr', { normalizer: normalize })).toBeVisible();
    await expect(
      canvas.getByText('Sorgfältig geplante Reisen – von Minneapolis in die ganze Welt.'),
    ).toBeVisible();
  },
};

/** The footer sign-up reports its outcome under the field, in a live region. */
export const Subscribed: Story = {
  beforeEach: () => mockApi({ success: true, message: 'Subscribed' }),
  play: async ({ canvas, userEvent }) => {
    const email = canvas.getByRole('textbox', { name: 'Email address for the newsletter' });
    await userEvent.type(email, 'reader@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(
      await canvas.findByText('Almost there: check your inbox to confirm your subscription.'),
    ).toBeVisible();
    await expect(email).toHaveValue('');
    await expect(apiRequests[0]?.body).toMatchObject({
      email: 'reader@example.com',
      source: 'footer',
    });
  },
};

export const SubscribeFailed: Story = {
  beforeEach: () => mockApi('network-error'),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Email address for the newsletter' }),
      'reader@example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(await canvas.findByText('Subscription failed. Please try again.')).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  tags: ['!autodocs'],
};
