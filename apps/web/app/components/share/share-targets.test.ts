import { describe, expect, it } from 'vitest';
import { shareNetworks, shareTargets } from './share-targets.ts';

const url = 'https://northstarvoyages.com/blog/santorini-on-a-budget?utm_source=share&ref=a#tips';
const title = 'Santorini & Mykonos: 10 tips? "Yes" — café 🌅';
const description = 'Shoulder season + ferries, 30–50% off';
const image = 'https://northstarvoyages.com/img/santorini 1.jpg';

describe('shareTargets', () => {
  const targets = shareTargets(url, title, description, image);

  it('has one link per network', () => {
    expect(Object.keys(targets)).toEqual([...shareNetworks]);
  });

  it('builds each network link', () => {
    const u = encodeURIComponent(url);
    expect(targets.twitter).toBe(
      `https://x.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    );
    expect(targets.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${u}`);
    expect(targets.linkedin).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${u}`);
    expect(targets.pinterest).toBe(
      `https://pinterest.com/pin/create/button/?url=${u}&media=${encodeURIComponent(image)}&description=${encodeURIComponent(description)}`,
    );
    expect(targets.whatsapp).toBe(
      `https://api.whatsapp.com/send?text=${encodeURIComponent(`${title} ${url}`)}`,
    );
    expect(targets.mailto).toBe(
      `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${description}\n\n${url}`)}`,
    );
  });

  it('encodes every reserved character, so each parameter decodes back intact', () => {
    const params = (href: string) => new URL(href).searchParams;
    expect(params(targets.twitter).get('url')).toBe(url);
    expect(params(targets.twitter).get('text')).toBe(title);
    expect(params(targets.facebook).get('u')).toBe(url);
    expect(params(targets.linkedin).get('url')).toBe(url);
    expect(params(targets.pinterest).get('media')).toBe(image);
    expect(params(targets.pinterest).get('description')).toBe(description);
    expect(params(targets.whatsapp).get('text')).toBe(`${title} ${url}`);
    // The page URL's own query and fragment stay inside the parameter.
    for (const network of ['twitter', 'facebook', 'linkedin', 'pinterest'] as const) {
      expect(targets[network]).not.toContain('utm_source=share');
      expect(targets[network]).not.toContain('#');
      expect([...params(targets[network]).keys()]).not.toContain('ref');
    }
  });

  it('encodes spaces as %20 in the e-mail link (mail clients show "+" as is)', () => {
    expect(targets.mailto).not.toContain('+');
    expect(targets.mailto).toContain('subject=Santorini%20%26%20Mykonos');
    const query = targets.mailto.slice('mailto:?'.length);
    const [subject, body] = query.split('&').map((pair) => decodeURIComponent(pair.split('=')[1]!));
    expect(subject).toBe(title);
    expect(body).toBe(`${description}\n\n${url}`);
  });

  it('works without description and image', () => {
    const plain = shareTargets('https://example.com/a b', 'Hello world');
    expect(plain.pinterest).toBe(
      'https://pinterest.com/pin/create/button/?url=https%3A%2F%2Fexample.com%2Fa%20b&media=&description=Hello%20world',
    );
    expect(plain.mailto).toBe(
      'mailto:?subject=Hello%20world&body=https%3A%2F%2Fexample.com%2Fa%20b',
    );
  });
});
