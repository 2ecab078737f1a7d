import type { HTMLAttributes } from 'react';
import { cx } from '../../lib/cx.ts';
import * as styles from './Avatar.css.ts';

export const avatarSizes = ['small', 'medium', 'large'] as const;
export type AvatarSize = (typeof avatarSizes)[number];

export const avatarTones = ['primary', 'accent', 'neutral', 'inverse'] as const;
export type AvatarTone = (typeof avatarTones)[number];

/**
 * Up to two initials: of the first and the last word ("Amina Yusuf Hassan" → "AH"). Works by
 * code point, so letters outside the Basic Multilingual Plane stay whole.
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last]
    .map((word) => (word ? (Array.from(word)[0] ?? '') : ''))
    .join('')
    .toLocaleUpperCase();
}

/** A tone picked from the name: the same person always gets the same colour. */
export function avatarToneOf(name: string): AvatarTone {
  let hash = 0;
  for (const character of name.trim()) {
    hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  }
  return avatarTones[hash % avatarTones.length] ?? 'neutral';
}

export interface AvatarProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The person's name: the initials and the colour come from it, and it is the accessible name. */
  name: string;
  /** @default 'medium' */
  size?: AvatarSize;
  /** Hide it from assistive technology when the name is written next to it anyway. */
  decorative?: boolean;
}

/** A round badge with a person's initials, coloured by their name. */
export function Avatar({ name, size, decorative = false, className, ...rest }: AvatarProps) {
  const accessibility = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name };
  return (
    <span
      {...rest}
      {...accessibility}
      className={cx(styles.root({ size, tone: avatarToneOf(name) }), className)}
    >
      {initialsOf(name)}
    </span>
  );
}
