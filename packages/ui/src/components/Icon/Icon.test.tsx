import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon, iconNames, isIconName } from './Icon.tsx';

describe('Icon', () => {
  it('renders every icon of the set', () => {
    const { container } = render(
      <>
        {iconNames.map((name) => (
          <Icon key={name} name={name} />
        ))}
      </>,
    );
    expect(container.querySelectorAll('svg')).toHaveLength(iconNames.length);
  });

  it('includes what a travel site needs', () => {
    for (const name of ['Plane', 'MapPin', 'Luggage', 'Hotel', 'ShieldCheck', 'Send'] as const) {
      expect(iconNames).toContain(name);
    }
  });

  it('is hidden from assistive technology by default', () => {
    const { container } = render(<Icon name="Plane" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('role')).toBeNull();
  });

  it('is a named image with a label', () => {
    render(<Icon name="ShieldCheck" label="Insured" />);
    const svg = screen.getByRole('img', { name: 'Insured' });
    expect(svg.hasAttribute('aria-hidden')).toBe(false);
  });

  it('tells icon names from other strings', () => {
    expect(isIconName('Compass')).toBe(true);
    expect(isIconName('compass')).toBe(false);
  });
});
