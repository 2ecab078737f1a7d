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

  it('ties each title to the section it opens, closed until chosen', async () => {
    render(<Accordion items={items} />);
    const title = screen.getByRole('button', { name: 'Visas' });
    const panel = document.getElementById(title.getAttribute('aria-controls') ?? '');
    expect(panel?.textContent).toBe('We help with visas.');
    expect(panel?.dataset.state).toBe('closed');
    await userEvent.click(title);
    expect(panel?.dataset.state).toBe('open');
  });

  it('moves between titles with the arrow keys, Home and End, skipping disabled ones', async () => {
    const user = userEvent.setup();
    render(
      <Accordion>
        <AccordionItem value="a" title="First">
          A
        </AccordionItem>
        <AccordionItem value="b" title="Second" disabled>
          B
        </AccordionItem>
        <AccordionItem value="c" title="Third">
          C
        </AccordionItem>
        <AccordionItem value="d" title="Fourth">
          D
        </AccordionItem>
      </Accordion>,
    );
    const title = (name: string) => screen.getByRole('button', { name });
    title('First').focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(title('Third'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(title('Fourth'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(title('First'));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(title('Fourth'));
    await user.keyboard('{Home}{Enter}');
    expect(title('First').getAttribute('aria-expanded')).toBe('true');
  });
});
