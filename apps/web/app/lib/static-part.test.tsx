import { describe, expect, it } from 'vitest';
import { staticLinkTarget, staticPartsOf } from './static-part.tsx';

describe('staticPartsOf', () => {
  it('reads every static part of a prerendered document by its id, inner HTML as is', () => {
    const document = new DOMParser().parseFromString(
      `<!doctype html><html><body>
        <div data-static="hero"><h1 class="a">Hola &amp; adiós</h1></div>
        <form><input name="email"></form>
        <footer><div data-static="footer-links"><a href="/de/faq">FAQ</a></div></footer>
      </body></html>`,
      'text/html',
    );
    expect(staticPartsOf(document)).toEqual({
      hero: '<h1 class="a">Hola &amp; adiós</h1>',
      'footer-links': '<a href="/de/faq">FAQ</a>',
    });
  });

  it('gives nothing for a document without static parts', () => {
    expect(staticPartsOf(new DOMParser().parseFromString('<p>x</p>', 'text/html'))).toEqual({});
  });
});

describe('staticLinkTarget', () => {
  const location = new URL('https://travel.example/de/blog?tag=x') as unknown as Location;

  /** A click on the first link of `html` (inside a static part unless said otherwise). */
  function click(html: string, init: MouseEventInit = {}): string | null {
    document.body.innerHTML = html;
    const link = document.querySelector('a')!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    Object.defineProperty(event, 'target', { value: link.firstElementChild ?? link });
    return staticLinkTarget(event, location);
  }
  const inPart = (link: string) => `<div data-static="p"><p>${link}</p></div>`;

  it('navigates within the app to a page of the site, keeping query and hash', () => {
    expect(click(inPart('<a href="/de/faq?q=1#visa"><span>FAQ</span></a>'))).toBe(
      '/de/faq?q=1#visa',
    );
    expect(click(inPart('<a href="https://travel.example/de/about">About</a>'))).toBe('/de/about');
  });

  it('leaves to the browser what a <Link> would leave to it', () => {
    expect(click('<a href="/de/faq">outside any part</a>')).toBeNull();
    expect(click(inPart('<a href="https://elsewhere.example/">x</a>'))).toBeNull();
    expect(click(inPart('<a href="/de/faq" target="_blank">x</a>'))).toBeNull();
    expect(click(inPart('<a href="/de/faq" download>x</a>'))).toBeNull();
    expect(click(inPart('<a href="/blog/rss.xml">x</a>'))).toBeNull();
    expect(click(inPart('<a href="/api/newsletter">x</a>'))).toBeNull();
    expect(click(inPart('<a href="/staff">x</a>'))).toBeNull();
    expect(click(inPart('<a href="#top">x</a>'))).toBeNull();
    expect(click(inPart('<a href="mailto:a@b.example">x</a>'))).toBeNull();
    expect(click(inPart('<a href="/de/faq">x</a>'), { ctrlKey: true })).toBeNull();
    expect(click(inPart('<a href="/de/faq">x</a>'), { metaKey: true })).toBeNull();
    expect(click(inPart('<a href="/de/faq">x</a>'), { shiftKey: true })).toBeNull();
    expect(click(inPart('<a href="/de/faq">x</a>'), { button: 1 })).toBeNull();
  });
});
