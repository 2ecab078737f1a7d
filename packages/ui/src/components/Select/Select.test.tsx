import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select.tsx';

const options = [
  { value: 'solo', label: 'Solo adventure' },
  { value: 'family', label: 'Family holiday' },
];

describe('Select', () => {
  it('starts on the empty placeholder and reports the choice', async () => {
    const onChange = vi.fn();
    render(<Select aria-label="Type" placeholder="Choose" options={options} onChange={onChange} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Type' });
    expect(select.value).toBe('');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose',
      'Solo adventure',
      'Family holiday',
    ]);
    await userEvent.selectOptions(select, 'family');
    expect(select.value).toBe('family');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('has no empty option without a placeholder, and takes extra options as children', () => {
    render(
      <Select aria-label="Type" options={options} defaultValue="family">
        <option value="other">Something else</option>
      </Select>,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox');
    expect(select.value).toBe('family');
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  it('hides its chevron from assistive technology', () => {
    const { container } = render(<Select aria-label="Type" options={options} />);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('marks itself invalid when asked and forwards the ref', () => {
    const ref = createRef<HTMLSelectElement>();
    render(<Select aria-label="Type" options={options} invalid ref={ref} />);
    expect(ref.current?.getAttribute('aria-invalid')).toBe('true');
  });
});
