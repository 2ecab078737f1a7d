import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, avatarToneOf, avatarTones, initialsOf } from './Avatar.tsx';

describe('initialsOf', () => {
  it.each([
    ['Amina Hassan', 'AH'],
    ['amina yusuf hassan', 'AH'],
    ['  Lars   Eriksen ', 'LE'],
    ['Madonna', 'M'],
    ['José Ñúñez', 'JÑ'],
    ['فاطمة الزهراء', 'فا'],
    ['', ''],
    ['   ', ''],
  ])('%j → %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it('keeps letters outside the Basic Multilingual Plane whole', () => {
    expect(initialsOf('𝒜lice 𝒷ob')).toBe('𝒜𝒷');
  });
});

describe('avatarToneOf', () => {
  it('is the same for the same name', () => {
    expect(avatarToneOf('Mei Tanaka')).toBe(avatarToneOf('Mei Tanaka'));
    expect(avatarToneOf(' Mei Tanaka ')).toBe(avatarToneOf('Mei Tanaka'));
  });

  it('spreads names over the tones', () => {
    const names = ['Amina', 'Lars', 'Mei', 'José', 'Priya', 'Kwame', 'Olga', 'Tariq', 'Ana', 'Ben'];
    const tones = new Set(names.map(avatarToneOf));
    expect(tones.size).toBeGreaterThan(1);
    for (const tone of tones) expect(avatarTones).toContain(tone);
  });
});

describe('Avatar', () => {
  it('is an image named after the person', () => {
    render(<Avatar name="Amina Hassan" />);
    expect(screen.getByRole('img', { name: 'Amina Hassan' }).textContent).toBe('AH');
  });

  it('can be decorative', () => {
    render(<Avatar name="Amina Hassan" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('AH').getAttribute('aria-hidden')).toBe('true');
  });
});
