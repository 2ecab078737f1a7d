import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
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
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Travel insurance' }));
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
 * No checks of its own beyond the browser's (spec §5): what the browser lets through but the
 * API refuses comes back as "Submission failed" with the server's message; every field stays.
 */
export const Refused: Story = {
  beforeEach: () =>
    mockApi({
      success: false,
      message: 'Please enter a valid email address.',
      errors: [{ field: 'email', message: 'Please enter a valid email address.' }],
    }),
  play: async ({ canvas, userEvent }) => {
    await fillRoundTrip(canvas, userEvent, 'katherine@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Request' }));
    await expect(await canvas.findByText('Submission failed')).toBeVisible();
    await expect(canvas.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(apiRequests[0]?.body).toMatchObject({ email: 'katherine@example' });
    await expect(canvas.getByRole('textbox', { name: /Email Address/ })).toHaveValue(
      'katherine@example',
    );
  },
};
