import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from './SelectField.tsx';

const options = [
  { value: 'honeymoon', label: 'Honeymoon' },
  { value: 'family', label: 'Family' },
] as const;

describe('SelectField', () => {
  it('starts on the empty placeholder option and changes on selection', async () => {
    const onChange = vi.fn();
    render(
      <SelectField
        label="Type of trip"
        name="travelType"
        placeholder="Choose one"
        options={options}
        onChange={onChange}
      />,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Type of trip' });
    expect(select.value).toBe('');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose one',
      'Honeymoon',
      'Family',
    ]);
    await userEvent.selectOptions(select, 'family');
    expect(select.value).toBe('family');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('has no empty option without a placeholder', () => {
    render(<SelectField label="Type of trip" name="travelType" options={options} />);
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it('is required natively and describes its hint and error', () => {
    render(
      <SelectField
        label="Budget"
        name="budget"
        options={options}
        required
        hint="Per person."
        error="Choose a budget."
      />,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Budget' });
    expect(select.required).toBe(true);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    const describedBy = select.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy).toEqual([
      screen.getByText('Per person.').id,
      screen.getByText('Choose a budget.').id,
    ]);
  });
});
