import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Input } from '../Input/Input.tsx';
import { Select } from '../Select/Select.tsx';
import { Textarea } from '../Textarea/Textarea.tsx';
import { Field } from './Field.tsx';

describe('Field', () => {
  it('labels its control by a generated id', () => {
    render(
      <Field label="Email">
        <Input type="email" name="email" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.id).not.toBe('');
    expect(screen.getByText('Email').getAttribute('for')).toBe(input.id);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('required')).toBe(false);
  });

  it('wires hint and error to the control and marks it invalid', () => {
    render(
      <Field id="email" label="Email" hint="For your quote only." error="Enter a valid email.">
        <Input type="email" name="email" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.id).toBe('email');
    expect(input.getAttribute('aria-describedby')).toBe('email-hint email-error');
    expect(screen.getByText('For your quote only.').id).toBe('email-hint');
    expect(screen.getByText('Enter a valid email.').id).toBe('email-error');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('makes the control required and shows a hidden marker', () => {
    render(
      <Field label="Message" required>
        <Textarea name="message" />
      </Field>,
    );
    const textarea = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    expect(textarea.required).toBe(true);
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
  });

  it('keeps a control’s own description after the field’s', () => {
    render(
      <>
        <p id="extra">Shown on your ticket.</p>
        <Field label="Name" hint="As on your passport.">
          <Input name="name" aria-describedby="extra" />
        </Field>
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input.getAttribute('aria-describedby')?.split(' ')).toEqual([
      `${input.id}-hint`,
      'extra',
    ]);
  });

  it('wires a select the same way', () => {
    render(
      <Field label="Type of trip" error="Choose one." required>
        <Select name="type" placeholder="Choose" options={[{ value: 'solo', label: 'Solo' }]} />
      </Field>,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Type of trip' });
    expect(select.required).toBe(true);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toBe(`${select.id}-error`);
  });

  it('gives each field its own ids', () => {
    render(
      <>
        <Field label="First name" hint="As on your passport.">
          <Input name="first" />
        </Field>
        <Field label="Last name" hint="As on your passport.">
          <Input name="last" />
        </Field>
      </>,
    );
    const [first, last] = screen.getAllByRole('textbox');
    expect(first?.id).not.toBe(last?.id);
    expect(first?.getAttribute('aria-describedby')).not.toBe(
      last?.getAttribute('aria-describedby'),
    );
  });
});
