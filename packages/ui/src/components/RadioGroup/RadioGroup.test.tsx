import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './RadioGroup.tsx';

const options = [
  { value: 'economy', label: 'Economy' },
  { value: 'business', label: 'Business', hint: 'Lie-flat seat.' },
];

const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });

describe('RadioGroup', () => {
  it('is a radiogroup of native radio buttons, named by its legend', () => {
    render(<RadioGroup legend="Cabin class" options={options} />);
    const group = screen.getByRole('radiogroup', { name: 'Cabin class' });
    expect(group.tagName).toBe('FIELDSET');
    const radios = screen.getAllByRole<HTMLInputElement>('radio');
    expect(radios.map((input) => input.type)).toEqual(['radio', 'radio']);
    // The browser groups radios by name (and moves between them with the arrow keys).
    expect(radios[0]?.name).toBeTruthy();
    expect(radios[1]?.name).toBe(radios[0]?.name);
  });

  it('chooses from the radio and from its label', async () => {
    const onValueChange = vi.fn();
    render(<RadioGroup legend="Cabin" options={options} onValueChange={onValueChange} />);
    await userEvent.click(screen.getByText('Business'));
    expect(radio('Business').checked).toBe(true);
    await userEvent.click(radio('Economy'));
    expect(radio('Economy').checked).toBe(true);
    expect(radio('Business').checked).toBe(false);
    expect(onValueChange.mock.calls).toEqual([['business'], ['economy']]);
  });

  it('follows a controlled value', async () => {
    const onValueChange = vi.fn();
    const { rerender } = render(
      <RadioGroup
        legend="Cabin"
        options={options}
        value="business"
        onValueChange={onValueChange}
      />,
    );
    expect(radio('Business').checked).toBe(true);
    await userEvent.click(radio('Economy'));
    expect(onValueChange).toHaveBeenCalledWith('economy');
    // The parent did not update `value`, so the choice stays.
    expect(radio('Business').checked).toBe(true);
    expect(radio('Economy').checked).toBe(false);
    rerender(
      <RadioGroup legend="Cabin" options={options} value="economy" onValueChange={onValueChange} />,
    );
    expect(radio('Economy').checked).toBe(true);
  });

  it('describes options with their hint and the group with hint and error', () => {
    render(
      <RadioGroup legend="Cabin" options={options} hint="Pick one." error="Choose a cabin." />,
    );
    const business = radio('Business');
    expect(business.getAttribute('aria-describedby')).toBe(screen.getByText('Lie-flat seat.').id);
    const group = screen.getByRole('radiogroup');
    expect(group.getAttribute('aria-describedby')?.split(' ')).toEqual([
      screen.getByText('Pick one.').id,
      screen.getByText('Choose a cabin.').id,
    ]);
    expect(group.getAttribute('aria-invalid')).toBe('true');
  });

  it('is required and disabled as a whole, or an option at a time', () => {
    const { rerender } = render(
      <RadioGroup
        legend="Cabin"
        required
        options={[...options, { value: 'first', label: 'First', disabled: true }]}
      />,
    );
    expect(screen.getByRole('radiogroup').getAttribute('aria-required')).toBe('true');
    expect(screen.getAllByRole<HTMLInputElement>('radio').every((input) => input.required)).toBe(
      true,
    );
    expect(radio('First').matches(':disabled')).toBe(true);
    expect(radio('Economy').matches(':disabled')).toBe(false);
    rerender(<RadioGroup legend="Cabin" options={options} disabled />);
    expect(screen.getAllByRole('radio').every((input) => input.matches(':disabled'))).toBe(true);
  });

  it('submits the chosen value in a native form', async () => {
    render(
      <form data-testid="form">
        <RadioGroup legend="Cabin" name="cabin" options={options} defaultValue="economy" />
      </form>,
    );
    const form = screen.getByTestId<HTMLFormElement>('form');
    expect(new FormData(form).get('cabin')).toBe('economy');
    await userEvent.click(radio('Business'));
    expect(new FormData(form).get('cabin')).toBe('business');
    // A reset goes back to the first choice, as native radios do.
    act(() => form.reset());
    expect(radio('Economy').checked).toBe(true);
  });

  it('reports a choice made in the prerendered page once it hydrates', async () => {
    const onValueChange = vi.fn();
    const element = (
      <RadioGroup
        legend="Cabin"
        id="cabin"
        options={options}
        value="economy"
        onValueChange={onValueChange}
      />
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    // Before the script runs, the visitor chooses: the browser alone handles it.
    container.querySelector<HTMLInputElement>('input[value="business"]')?.click();
    const root = await act(async () => hydrateRoot(container, element));
    expect(onValueChange).toHaveBeenCalledWith('business');
    expect(onValueChange).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
    container.remove();
  });
});
