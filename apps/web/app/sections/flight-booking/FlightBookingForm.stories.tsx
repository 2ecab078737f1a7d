import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { apiRequests, clearToasts, mockApi, withToaster } from '../../../.storybook/helpers.tsx';
import { FlightBookingForm } from './FlightBookingForm.tsx';

const meta = {
  title: 'Pages/Flight Booking/Form',
  component: FlightBookingForm,
  decorators: [
    withToaster,
    (Story) => (
      <div style={{ maxWidth: '48rem' }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: clearToasts,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FlightBookingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Play = Parameters<NonNullable<Story['play']>>[0];

/** Fills every required field of a round trip, as a visitor would. */
async function fillRoundTrip(
  canvas: Play['canvas'],
  user: Play['userEvent'],
  email = 'katherine@example.org',
) {
  await user.type(canvas.getByRole('textbox', { name: /First Name/ }), 'Katherine');
  await user.type(canvas.getByRole('textbox', { name: /Last Name/ }), 'Olsen');
  await user.type(canvas.getByRole('textbox', { name: /Email Address/ }), email);
  await user.type(canvas.getByRole('textbox', { name: /Phone Number/ }), '612-555-0142');
  await user.type(canvas.getByRole('textbox', { name: /Departure City/ }), 'Minneapolis (MSP)');
  await user.type(canvas.getByRole('textbox', { name: /Arrival City/ }), 'Tokyo (HND)');
  await user.type(canvas.getByLabelText(/Departure Date/), '2030-09-01');
  await user.type(canvas.getByLabelText(/Return Date/), '2030-09-15');
  await user.selectOptions(canvas.getByRole('combobox', { name: /Passengers/ }), '2 passengers');
  await user.selectOptions(canvas.getByRole('combobox', { name: /^Class/ }), 'Economy');
}

/** A round trip asks for a return date; one way does not. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: 'Round Trip' })).toBeChecked();
    await expect(canvas.getByLabelText(/Return Date/)).toBeRequired();
    await userEvent.click(canvas.getByRole('radio', { name: 'One Way' }));
    await expect(canvas.queryByLabelText(/Return Date/)).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'Multi-City' }));
    await expect(canvas.getByText(/Flying more than two legs\?/)).toBeVisible();
  },
};

/** Sent: the request is composed for the API, a toast confirms and the form empties. */
export const Sent: Story = {
  beforeEach: () => mockApi({ success: true, message: 'Thank you' }),
  play: async ({ canvas, userEvent }) => {
    await fillRoundTrip(canvas, userEvent);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Travel insurance' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Request' }));
    await expect(await canvas.findByText('Flight Booking Request Submitted!')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /First Name/ })).toHaveValue('');
    await expect(apiRequests[0]).toMatchObject({
      path: '/api/contact',
      body: {
        name: 'Katherine Olsen',
        email: 'katherine@example.org',
        destination: 'Minneapolis (MSP) to Tokyo (HND)',
        travelDates: '2030-09-01 - 2030-09-15',
        message: expect.stringContaining('Additional Services: Travel insurance'),
      },
    });
  },
};

/**
 * The API's own schema judges the fields before anything is sent: an address it would refuse
 * and a phone with no number are said at their fields, focus on the first; every field stays.
 */
export const Invalid: Story = {
  beforeEach: () => mockApi({ success: true, message: 'ok' }),
  play: async ({ canvas, userEvent }) => {
    await fillRoundTrip(canvas, userEvent, 'katherine@example');
    const phone = canvas.getByRole('textbox', { name: /Phone Number/ });
    await userEvent.clear(phone);
    await userEvent.type(phone, 'abc');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Request' }));
    const email = canvas.getByRole('textbox', { name: /Email Address/ });
    // The fields are judged by the API's schema, fetched on demand: wait for its verdict.
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(email).toHaveAccessibleDescription(/such as name@example\.com/);
    await expect(email).toHaveFocus();
    await expect(phone).toHaveAccessibleDescription(/Please enter a phone number/);
    await expect(apiRequests).toHaveLength(0);
    await expect(email).toHaveValue('katherine@example');
  },
};

/** The API refuses what the page took: "Submission failed"'s sibling, the field, says so. */
export const Refused: Story = {
  beforeEach: () =>
    mockApi({
      success: false,
      message: 'Please check the highlighted fields.',
      errors: [{ field: 'email', message: 'Please enter a valid email address.' }],
    }),
  play: async ({ canvas, userEvent }) => {
    await fillRoundTrip(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Request' }));
    const email = canvas.getByRole('textbox', { name: /Email Address/ });
    await expect(await canvas.findByText('Please correct the fields marked above.')).toBeVisible();
    await expect(email).toHaveAccessibleDescription('Please check this field.');
    await expect(email).toHaveValue('katherine@example.org');
  },
};
