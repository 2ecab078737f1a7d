import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField.tsx';

describe('TextField', () => {
  it('labels the input and updates as the visitor types', async () => {
    const onChange = vi.fn();
    render(<TextField label="Destination" name="destination" onChange={onChange} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Destination' });
    expect(input.name).toBe('destination');
    expect(input.type).toBe('text');
    await userEvent.type(input, 'Rome');
    expect(input.value).toBe('Rome');
    expect(onChange).toHaveBeenCalledTimes(4);
  });

  it('marks required fields natively, with a hidden visual marker', () => {
    render(<TextField label="Email" name="email" type="email" required />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Email' });
    expect(input.required).toBe(true);
    expect(input.type).toBe('email');
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
  });

  it('lets addresses keep their own direction on right-to-left pages', () => {
    render(
      <>
        <TextField label="Email" name="email" type="email" />
        <TextField label="Name" name="name" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('dir')).toBe('auto');
    expect(screen.getByRole('textbox', { name: 'Name' }).hasAttribute('dir')).toBe(false);
  });

  it('has no description or invalid state by default', () => {
    render(<TextField label="Destination" name="destination" />);
    const input = screen.getByRole('textbox');
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('links hint and error through aria-describedby and marks the error invalid', () => {
    render(
      <TextField
        label="Email"
        name="email"
        hint="For your quote only."
        error="Enter a valid email."
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    const hint = screen.getByText('For your quote only.');
    const error = screen.getByText('Enter a valid email.');
    expect(input.getAttribute('aria-describedby')).toBe(`${hint.id} ${error.id}`);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(error.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('renders a textarea when multiline', () => {
    render(<TextField label="Message" name="message" multiline rows={5} maxLength={2000} />);
    const textarea = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea.rows).toBe(5);
    expect(textarea.maxLength).toBe(2000);
  });

  it('uses a given id and forwards the ref', () => {
    const ref = createRef<HTMLInputElement | HTMLTextAreaElement>();
    render(<TextField label="Phone" name="phone" id="phone" ref={ref} error="Too short." />);
    expect(ref.current?.id).toBe('phone');
    expect(ref.current?.getAttribute('aria-describedby')).toBe('phone-error');
  });

  it('gives each field its own ids', () => {
    render(
      <>
        <TextField label="First name" name="firstName" hint="As on your passport." />
        <TextField label="Last name" name="lastName" hint="As on your passport." />
      </>,
    );
    const [first, last] = screen.getAllByRole('textbox');
    expect(first?.id).not.toBe(last?.id);
    expect(first?.getAttribute('aria-describedby')).not.toBe(
      last?.getAttribute('aria-describedby'),
    );
  });

  it('can be disabled', () => {
    render(<TextField label="Destination" name="destination" disabled />);
    expect(screen.getByRole<HTMLInputElement>('textbox').disabled).toBe(true);
  });
});
