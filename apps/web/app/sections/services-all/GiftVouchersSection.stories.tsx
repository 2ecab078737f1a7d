import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { allServicesCatalog } from './catalog.server.ts';
import { GiftVouchersSection } from './GiftVouchersSection.tsx';

// What the /services/all route's loader gives the page.
const { giftVouchers } = allServicesCatalog();

const meta = {
  title: 'Pages/Services/All/Gift Vouchers',
  component: GiftVouchersSection,
  args: { vouchers: giftVouchers },
} satisfies Meta<typeof GiftVouchersSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each amount opens the contact form with the voucher and the amount filled in. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const voucher = giftVouchers[0]!;
    const amount = voucher.amounts[0]!;
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Give the Gift of Travel' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: `${amount.label} ${voucher.title} voucher` }),
    ).toHaveAttribute(
      'href',
      `/contact?service=gift-voucher&type=${voucher.id}&amount=${amount.value}`,
    );
  },
};
