import { describe, expect, it } from 'vitest';
import { lucideImports, spriteMarkup } from './lucide-sprite.ts';

describe('lucideImports', () => {
  it('lists the values a module imports from lucide-react, aliases and types aside', () => {
    const code = `import { Plane, MapPin as Pin, type LucideIcon } from 'lucide-react';
import {
  StarIcon,
  ChevronDown,
} from "lucide-react";
import { Button } from '@travel/ui';`;
    expect(lucideImports(code)).toEqual(['Plane', 'MapPin', 'StarIcon', 'ChevronDown']);
  });
});

describe('spriteMarkup', () => {
  it('gives each icon a symbol of its own paths, without React keys or presentation', () => {
    const sprite = spriteMarkup([
      { name: 'plane', node: [['path', { d: 'M1 2L3 4', key: 'a1' }]] },
      { name: 'circle', size: 24, node: [['circle', { cx: 12, cy: 12, r: 10, key: 'b2' }]] },
    ]);
    const document = new DOMParser().parseFromString(sprite, 'image/svg+xml');
    const symbols = [...document.querySelectorAll('symbol')];
    expect(symbols.map((symbol) => symbol.id)).toEqual(['plane', 'circle']);
    expect(symbols[0]?.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(symbols[0]?.querySelector('path')?.getAttribute('d')).toBe('M1 2L3 4');
    expect(sprite).not.toContain('key=');
    // Stroke and fill come from the <svg> that uses the symbol.
    expect(sprite).not.toContain('stroke');
  });

  it('escapes attribute values', () => {
    const sprite = spriteMarkup([{ name: 'x', node: [['path', { d: 'M"<&' }]] }]);
    expect(sprite).toContain('d="M&quot;&lt;&amp;"');
  });
});
