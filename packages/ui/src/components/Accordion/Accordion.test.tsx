import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Accordion, AccordionItem } from './Accordion.tsx';

const items = [
  { value: 'visa', title: 'Visas', content: 'We help with visas.' },
  { value: 'deposit', title: 'Deposit', content: 'Twenty per cent.' },
];

describe('Accordion', () => {
  it('opens several sections at once', async () => {
    const onValueChange = vi.fn();
    render(<Accordion items={items} onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Visas' }));
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(onValueChange).toHaveBeenLastCalledWith(['visa', 'deposit']);
    expect(screen.getByRole('button', { name: 'Visas' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(screen.getByText('We help with visas.')).toBeTruthy();
  });

  it('follows a controlled value', () => {
    const { rerender } = render(<Accordion items={items} value={['deposit']} />);
    expect(screen.getByRole('button', { name: 'Deposit' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Visas' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    rerender(<Accordion items={items} value={[]} />);
    expect(screen.getByRole('button', { name: 'Deposit' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });

  it('puts each title in a heading of the chosen level', () => {
    render(
      <Accordion headingLevel={4}>
        <AccordionItem value="a" title="Packing">
          Light layers.
        </AccordionItem>
      </Accordion>,
    );
    expect(screen.getByRole('heading', { level: 4, name: 'Packing' })).toBeTruthy();
  });

  it('defaults to level 3 headings', () => {
    render(<Accordion items={items} />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
  });
});
