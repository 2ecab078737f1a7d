import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { Notice } from '../Notice/Notice.tsx';
import { SelectField } from '../SelectField/SelectField.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Stack, stackElements, stackGaps } from './Stack.tsx';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: {
    gap: 'medium',
    children: ['Flights', 'Hotels', 'Visas'].map((item) => (
      <Card key={item} padding="small" tone="sunken">
        {item}
      </Card>
    )),
  },
  argTypes: {
    gap: { control: 'select', options: stackGaps },
    as: { control: 'inline-radio', options: stackElements },
    children: { control: false },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByText(/Flights|Hotels/);
    if (!first || !second) throw new Error('Stack children not rendered');
    // medium = 1rem = 16 CSS pixels between children.
    const space = second.getBoundingClientRect().top - first.getBoundingClientRect().bottom;
    await expect(space).toBeCloseTo(16, 0);
  },
};

export const Gaps: Story = {
  render: (args) => (
    <Stack gap="large">
      {(['xsmall', 'medium', 'xlarge'] as const).map((gap) => (
        <Stack key={gap} {...args} gap={gap} />
      ))}
    </Stack>
  ),
};

/** As a list: items keep list semantics, without bullets or indent. */
export const AsList: Story = {
  args: {
    as: 'ul',
    gap: 'small',
    children: ['Passport', 'Visa', 'Travel insurance'].map((item) => (
      <Card key={item} as="li" padding="small">
        {item}
      </Card>
    )),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** The pieces together, as in the site's inquiry form. */
export const InquiryForm: Story = {
  args: {
    as: 'form',
    gap: 'large',
    'aria-label': 'Start planning your trip',
    onSubmit: (event) => event.preventDefault(),
    children: (
      <>
        <TextField label="First name" name="firstName" required autoComplete="given-name" />
        <TextField label="Email" name="email" type="email" required autoComplete="email" />
        <SelectField
          label="Budget per person"
          name="budget"
          placeholder="Choose a budget"
          options={[
            { value: 'under-5000', label: 'Under $5,000' },
            { value: '5000-10000', label: '$5,000 to $10,000' },
            { value: 'over-10000', label: 'Over $10,000' },
          ]}
        />
        <TextField label="Message" name="message" multiline rows={4} required />
        <Button type="submit" size="large" fullWidth>
          Send inquiry
        </Button>
        <Notice tone="info" title="No payment now">
          A travel expert prepares a personalised quote first.
        </Notice>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('form', { name: 'Start planning your trip' }),
    ).toBeInTheDocument();
  },
};
