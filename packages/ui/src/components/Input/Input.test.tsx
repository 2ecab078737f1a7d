import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Input } from './Input.tsx';

describe('Input', () => {
  it('is a text input by default and reports changes', async () => {
    const onChange = vi.fn();
    render(<Input aria-label="Destination" name="destination" onChange={onChange} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Destination' });
    expect(input.type).toBe('text');
    await userEvent.type(input, 'Rome');
    expect(input.value).toBe('Rome');
    expect(onChange).toHaveBeenCalledTimes(4);
  });

  it('lets addresses and numbers keep their direction, unless told otherwise', () => {
    render(
      <>
        <Input aria-label="Email" type="email" />
        <Input aria-label="Name" />
        <Input aria-label="Phone" type="tel" dir="ltr" />
      </>,
    );
    expect(screen.getByLabelText('Email').getAttribute('dir')).toBe('auto');
    expect(screen.getByLabelText('Name').hasAttribute('dir')).toBe(false);
    expect(screen.getByLabelText('Phone').getAttribute('dir')).toBe('ltr');
  });

  it('marks itself invalid when asked, and not otherwise', () => {
    render(
      <>
        <Input aria-label="Bad" invalid />
        <Input aria-label="Good" />
      </>,
    );
    expect(screen.getByLabelText('Bad').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Good').hasAttribute('aria-invalid')).toBe(false);
  });

  it('keeps its own id outside a field, merges classes and forwards the ref', () => {
    const ref = createRef<HTMLInputElement>();
    render(<Input aria-label="Code" id="code" className="extra" ref={ref} />);
    expect(ref.current?.id).toBe('code');
    expect(ref.current?.classList.contains('extra')).toBe(true);
    expect(ref.current?.classList.length).toBeGreaterThan(1);
  });

  it('can be disabled and read-only', () => {
    render(
      <>
        <Input aria-label="Off" disabled />
        <Input aria-label="Fixed" readOnly defaultValue="MSP" />
      </>,
    );
    expect(screen.getByLabelText<HTMLInputElement>('Off').disabled).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Fixed').readOnly).toBe(true);
  });
});
