import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox.tsx';

const checkbox = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });

describe('Checkbox', () => {
  it('is a native checkbox, labelled, toggled from the box and from its label', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Newsletter" name="newsletter" onCheckedChange={onCheckedChange} />);
    const box = checkbox('Newsletter');
    expect(box.tagName).toBe('INPUT');
    expect(box.type).toBe('checkbox');
    expect(box.checked).toBe(false);
    await userEvent.click(box);
    expect(box.checked).toBe(true);
    await userEvent.click(screen.getByText('Newsletter'));
    expect(box.checked).toBe(false);
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('toggles with Space', async () => {
    render(<Checkbox label="Newsletter" />);
    await userEvent.tab();
    expect(document.activeElement).toBe(checkbox('Newsletter'));
    await userEvent.keyboard(' ');
    expect(checkbox('Newsletter').checked).toBe(true);
  });

  it('links hint and error and marks the error invalid', () => {
    render(<Checkbox label="Terms" hint="Read them first." error="Accept the terms." required />);
    const box = checkbox('Terms');
    const describedBy = box.getAttribute('aria-describedby')?.split(' ');
    expect(describedBy).toEqual([
      screen.getByText('Read them first.').id,
      screen.getByText('Accept the terms.').id,
    ]);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.required).toBe(true);
  });

  it('submits name and value in a native form when checked', async () => {
    render(
      <form data-testid="form">
        <Checkbox label="Transfer" name="extras" value="transfer" />
        <Checkbox label="Insurance" name="extras" value="insurance" />
        <Checkbox label="Newsletter" name="newsletter" defaultChecked />
      </form>,
    );
    await userEvent.click(checkbox('Insurance'));
    const data = new FormData(screen.getByTestId<HTMLFormElement>('form'));
    expect(data.getAll('extras')).toEqual(['insurance']);
    expect(data.get('newsletter')).toBe('on');
  });

  it('follows a controlled state, and keeps it when the parent does not change it', async () => {
    const onCheckedChange = vi.fn();
    const { rerender } = render(
      <Checkbox label="All" checked={false} onCheckedChange={onCheckedChange} />,
    );
    await userEvent.click(checkbox('All'));
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(checkbox('All').checked).toBe(false);
    rerender(<Checkbox label="All" checked onCheckedChange={onCheckedChange} />);
    expect(checkbox('All').checked).toBe(true);
  });

  it('shows the mixed state through the DOM property, controlled or not', async () => {
    const onCheckedChange = vi.fn();
    const { rerender } = render(
      <Checkbox label="All" checked="indeterminate" onCheckedChange={onCheckedChange} />,
    );
    expect(checkbox('All').indeterminate).toBe(true);
    // A click asks for checked; the parent keeps the dash, so it stays.
    await userEvent.click(checkbox('All'));
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    expect(checkbox('All').indeterminate).toBe(true);
    expect(checkbox('All').checked).toBe(false);
    rerender(<Checkbox label="All" checked onCheckedChange={onCheckedChange} />);
    expect(checkbox('All').indeterminate).toBe(false);
    expect(checkbox('All').checked).toBe(true);

    render(<Checkbox label="Some" defaultChecked="indeterminate" />);
    expect(checkbox('Some').indeterminate).toBe(true);
    await userEvent.click(checkbox('Some'));
    expect(checkbox('Some').indeterminate).toBe(false);
    expect(checkbox('Some').checked).toBe(true);
  });

  it('hands its ref the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(<Checkbox label="Newsletter" ref={ref} />);
    expect(ref.current).toBe(checkbox('Newsletter'));
  });

  it('reports a box ticked in the prerendered page once it hydrates', async () => {
    const onCheckedChange = vi.fn();
    const element = <Checkbox label="Newsletter" id="news" onCheckedChange={onCheckedChange} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    // Before the script runs, the visitor ticks the box: the browser alone handles it.
    container.querySelector('input')?.click();
    const root = await act(async () => hydrateRoot(container, element));
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(checkbox('Newsletter').checked).toBe(true);
    act(() => root.unmount());
    container.remove();
  });
});
