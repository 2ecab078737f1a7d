import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { apiRequests, mockApi } from '../../../.storybook/helpers.tsx';
import { homeCatalog } from './catalog.server.ts';
import { ContactSection } from './ContactSection.tsx';

// What the home route's loader gives every section (`<Section {...catalog} />`).
const catalog = homeCatalog();

const meta = {
  title: 'Pages/Home/Contact',
  component: ContactSection,
  args: catalog,
} satisfies Meta<typeof ContactSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Start Planning Your Dream Trip' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send My Inquiry' })).toBeEnabled();
  },
};

/** A filled inquiry is sent, the form empties and a success notice is announced. */
export const Sent: Story = {
  beforeEach: () => mockApi({ success: true, message: 'Thank you' }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /First Name/ }), 'Lena');
    await userEvent.type(canvas.getByRole('textbox', { name: /Last Name/ }), 'Berg');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'lena@example.com');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: /Travel Type/ }),
      'Honeymoon',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Dream Trip/ }),
      'Two weeks in Japan in April.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send My Inquiry' }));
    await expect(await canvas.findByText('Thank you for your inquiry!')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /First Name/ })).toHaveValue('');
    await expect(apiRequests[0]).toMatchObject({
      path: '/api/contact',
      body: { firstName: 'Lena', lastName: 'Berg', travelType: 'honeymoon' },
    });
  },
};

/** The API refuses a field: its message shows under it, and the failure notice above. */
/** An address the API would refuse is asked for again, at the field, before anything is sent. */
export const InvalidAddress: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /First Name/ }), 'Lena');
    await userEvent.type(canvas.getByRole('textbox', { name: /Last Name/ }), 'Berg');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'lena@example');
    await userEvent.type(canvas.getByRole('textbox', { name: /Dream Trip/ }), 'Somewhere warm.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send My Inquiry' }));
    const email = canvas.getByRole('textbox', { name: /^Email/ });
    // The fields are judged by the API's schema, fetched on demand: wait for its verdict.
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(email).toHaveAccessibleDescription(/such as name@example\.com/);
    await expect(email).toHaveFocus();
  },
};

/** The server refuses a field the page took: its refusal shows at that field. */
export const Refused: Story = {
  beforeEach: () =>
    mockApi({
      success: false,
      message: 'Please check the form.',
      errors: [{ field: 'email', message: 'Please enter a valid email address.' }],
    }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /First Name/ }), 'Lena');
    await userEvent.type(canvas.getByRole('textbox', { name: /Last Name/ }), 'Berg');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'lena@example.org');
    await userEvent.type(canvas.getByRole('textbox', { name: /Dream Trip/ }), 'Somewhere warm.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send My Inquiry' }));
    // The server's refusal shows at the field, in the page's words, and focus goes there.
    await expect(await canvas.findByText('Please correct the fields marked above.')).toBeVisible();
    const email = canvas.getByRole('textbox', { name: /^Email/ });
    await expect(email).toHaveAccessibleDescription(/Please check this field/);
    await expect(email).toHaveFocus();
  },
};
