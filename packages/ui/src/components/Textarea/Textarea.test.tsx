import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Textarea } from './Textarea.tsx';

describe('Textarea', () => {
  it('renders a textarea that takes line breaks', async () => {
    render(<Textarea aria-label="Message" rows={5} maxLength={2000} />);
    const textarea = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea.rows).toBe(5);
    expect(textarea.maxLength).toBe(2000);
    await userEvent.type(textarea, 'Japan{enter}April');
    expect(textarea.value).toBe('Japan\nApril');
  });

  it('marks itself invalid and required when asked', () => {
    render(<Textarea aria-label="Message" invalid required />);
    const textarea = screen.getByRole<HTMLTextAreaElement>('textbox');
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
    expect(textarea.required).toBe(true);
  });

  it('forwards the ref', () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(<Textarea aria-label="Message" ref={ref} />);
    expect(ref.current?.tagName).toBe('TEXTAREA');
  });
});
