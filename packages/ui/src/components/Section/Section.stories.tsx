import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Container } from '../Container/Container.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { Text } from '../Text/Text.tsx';
import { Section, sectionPaddings, sectionTones } from './Section.tsx';

const meta = {
  title: 'Layout/Section',
  component: Section,
  parameters: { layout: 'fullscreen' },
  args: {
    'aria-labelledby': 'services-title',
    children: (
      <Container>
        <Heading level={2} id="services-title">
          Our services
        </Heading>
        <Text tone="muted">Flights, visas, tours and pilgrimages.</Text>
      </Container>
    ),
  },
  argTypes: {
    padding: { control: 'inline-radio', options: sectionPaddings },
    tone: { control: 'inline-radio', options: sectionTones },
    children: { control: false },
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named by its heading through `aria-labelledby`, so it is a landmark region. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Our services' });
    await expect(region.tagName).toBe('SECTION');
    const style = getComputedStyle(region);
    await expect(style.paddingTop).toBe(style.paddingBottom);
    await expect(Number.parseFloat(style.paddingTop)).toBeGreaterThan(0);
  },
};

export const Sunken: Story = { args: { tone: 'sunken' } };

export const Paddings: Story = {
  render: () => (
    <>
      {sectionPaddings.map((padding, index) => (
        <Section
          key={padding}
          padding={padding}
          tone={index % 2 ? 'sunken' : 'surface'}
          aria-labelledby={`padding-${padding}`}
        >
          <Container>
            <Heading level={2} size="large" id={`padding-${padding}`}>
              Padding {padding}
            </Heading>
          </Container>
        </Section>
      ))}
    </>
  ),
  args: { children: undefined },
  play: async ({ canvas }) => {
    const small = getComputedStyle(canvas.getByRole('region', { name: 'Padding small' }));
    const large = getComputedStyle(canvas.getByRole('region', { name: 'Padding large' }));
    await expect(Number.parseFloat(large.paddingTop)).toBeGreaterThan(
      Number.parseFloat(small.paddingTop),
    );
  },
};

export const Dark: Story = {
  ...Paddings,
  globals: { theme: 'dark' },
  tags: ['!autodocs'],
};
