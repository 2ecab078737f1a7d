import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Chip, ChipGroup } from './ChipGroup.tsx';

const options = [
  { value: 'all', label: 'All', count: 48 },
  { value: 'europe', label: 'Europe', count: 17 },
] as const;

const isChecked = (name: string) =>
  (screen.getByRole('radio', { name }) as HTMLInputElement).checked;

describe('ChipGroup', () => {
  it('selects the first option by default, named with its count', () => {
    render(<ChipGroup options={options} label="Region" />);
    expect(screen.getByRole('radiogroup', { name: 'Region' })).toBeTruthy();
    expect(isChecked('All (48)')).toBe(true);
    expect(isChecked('Europe (17)')).toBe(false);
  });

  it('never deselects to nothing', async () => {
    const onValueChange = vi.fn();
    render(<ChipGroup options={options} label="Region" onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'All (48)' }));
    expect(isChecked('All (48)')).toBe(true);
    expect(onValueChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: 'Europe (17)' }));
    expect(onValueChange).toHaveBeenCalledWith('europe');
    expect(isChecked('Europe (17)')).toBe(true);
  });

  it('follows a controlled value', async () => {
    const onValueChange = vi.fn();
    render(
      <ChipGroup options={options} label="Region" value="europe" onValueChange={onValueChange} />,
    );
    expect(isChecked('Europe (17)')).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'All (48)' }));
    expect(onValueChange).toHaveBeenCalledWith('all');
    // The parent did not update `value`, so the selection stays.
    expect(isChecked('Europe (17)')).toBe(true);
  });
});

describe('Chip', () => {
  it('toggles aria-pressed', async () => {
    const onPressedChange = vi.fn();
    render(<Chip onPressedChange={onPressedChange}>Family friendly</Chip>);
    const chip = screen.getByRole('button', { name: 'Family friendly' });
    expect(chip.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(chip);
    expect(chip.getAttribute('aria-pressed')).toBe('true');
    expect(onPressedChange).toHaveBeenCalledWith(true);
  });
});
