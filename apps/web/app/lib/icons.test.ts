import { ICON_NAMES } from '@travel/catalog';
import { iconNames } from '@travel/ui';
import { describe, expect, it } from 'vitest';

describe('icons', () => {
  it('every icon the catalog names can be drawn by the design system', () => {
    expect(ICON_NAMES.filter((name) => !(iconNames as readonly string[]).includes(name))).toEqual(
      [],
    );
  });
});
