import { describe, expect, it } from 'vitest';
import { decodeEntities, pageCard } from '../../scripts/social-card-pages.ts';

const head = (meta: Record<string, string>) =>
  Object.entries(meta)
    .map(([property, content]) => `<meta property="${property}" content="${content}"/>`)
    .join('');

const article = head({
  'og:site_name': 'Northstar Voyages',
  'og:title':
    'How to Find Cheap Flights in 2025: A Minneapolis Traveler&#x27;s Playbook | Northstar Voyages Blog',
  'og:url': 'https://www.northstarvoyages.com/blog/how-to-find-cheap-flights-2025',
  'og:image': 'https://www.northstarvoyages.com/social/blog--how-to-find-cheap-flights-2025.png',
});

describe('pageCard', () => {
  it('reads the card’s file, title without the brand, scene and address from the page', () => {
    const html = `<html><head>${article}</head><body><svg data-scene="flights"></svg><svg data-scene="city"></svg></body></html>`;
    expect(pageCard(html, '/blog/how-to-find-cheap-flights-2025')).toEqual({
      slug: 'blog--how-to-find-cheap-flights-2025',
      scene: 'flights',
      title: "How to Find Cheap Flights in 2025: A Minneapolis Traveler's Playbook",
      brand: 'Northstar Voyages',
      eyebrow: 'northstarvoyages.com',
    });
  });

  it('keeps the tagline of a title that starts with the brand', () => {
    const html = head({
      'og:site_name': 'Northstar Voyages',
      'og:title': 'Northstar Voyages | Minneapolis Travel Agency for Tailor-Made Trips',
      'og:image': '/social/home.png',
    });
    expect(pageCard(html, '/')).toMatchObject({
      slug: 'home',
      scene: 'minneapolis',
      title: 'Minneapolis Travel Agency for Tailor-Made Trips',
    });
  });

  it('falls back to the home town for pages without a drawing', () => {
    const html = head({ 'og:title': 'Privacy Policy', 'og:image': '/social/privacy.png' });
    expect(pageCard(html, '/privacy')).toMatchObject({
      scene: 'minneapolis',
      title: 'Privacy Policy',
    });
  });

  it('skips pages that share the generic image', () => {
    expect(
      pageCard(head({ 'og:image': 'https://x.test/social-card.png' }), '/thank-you'),
    ).toBeNull();
    expect(pageCard('<html></html>', '/404')).toBeNull();
  });

  it('decodes the entities React writes', () => {
    expect(decodeEntities('Rock &amp; Roll &lt;3 &#39;n&#x27; &quot;more&quot; &nbsp;')).toBe(
      'Rock & Roll <3 \'n\' "more" &nbsp;',
    );
  });
});
