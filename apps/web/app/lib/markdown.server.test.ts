import { describe, expect, it } from 'vitest';
import {
  markdownClasses,
  prepareInlineSvg,
  renderMarkdown,
  slugifyHeading,
} from './markdown.server.ts';

const svg =
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="800" height="600" role="img">' +
  '<title>Booking windows</title><desc>When to book.</desc><rect width="10" height="10"/></svg>';

const article = `Intro with <script>alert(2)</script> inline and a [link](https://example.org/page).

<script>alert(1)</script>

## Start with the trip

![Chart of booking windows](./my-post.svg "Infographic")

| Trip | Window |
| --- | --- |
| Domestic | 1–3 months |

## Start with the trip

:::cta
### Let us help
Tell us where you'd like to go.
[Request a Quote](/contact)
:::
`;

function render(markdown = article) {
  const container = document.createElement('div');
  const result = renderMarkdown(markdown, {
    resolveInfographic: (src) => (src === './my-post.svg' ? svg : undefined),
    ctaLinkClassName: 'button-look',
    newTab: { label: '(opens in a new tab)', hiddenClassName: 'sr-only' },
    reservedIds: ['main'],
  });
  container.innerHTML = result.html;
  return { container, ...result };
}

describe('renderMarkdown', () => {
  it('escapes raw HTML, so a <script> in Markdown is text, not an element', () => {
    const { container, html } = render();
    expect(container.querySelector('script')).toBeNull();
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(container.textContent).toContain('<script>alert(2)</script>');
  });

  it('renders the :::cta block as a box named by its heading, its link a button to /contact', () => {
    const { container } = render();
    const box = container.querySelector(`aside.${markdownClasses.cta}`);
    expect(box).not.toBeNull();
    const heading = box?.querySelector('h3');
    expect(heading?.textContent).toBe('Let us help');
    expect(box?.getAttribute('aria-labelledby')).toBe(heading?.id);
    const link = box?.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/contact');
    expect(link?.className).toBe('button-look');
    expect(link?.textContent).toBe('Request a Quote');
    expect(link?.parentElement?.className).toBe(markdownClasses.ctaAction);
    expect(link?.parentElement?.textContent).toBe('Request a Quote');
    expect(box?.querySelector('p')?.textContent).toBe('Tell us where you’d like to go.');
    expect(container.textContent).not.toContain(':::');
  });

  it('inlines the infographic as a figure: role="img" named by its <title>, with a caption', () => {
    const { container } = render();
    const figure = container.querySelector(`figure.${markdownClasses.figure}`);
    expect(figure?.parentElement).toBe(container);
    const image = figure?.querySelector('svg');
    expect(image?.getAttribute('role')).toBe('img');
    const title = image?.querySelector('title');
    expect(title?.textContent).toBe('Booking windows');
    expect(image?.getAttribute('aria-labelledby')).toBe(title?.id);
    expect(image?.getAttribute('aria-describedby')).toBe(image?.querySelector('desc')?.id);
    expect(image?.hasAttribute('width')).toBe(false);
    expect(figure?.querySelector('figcaption')?.textContent).toBe('Chart of booking windows');
    expect(container.querySelector('img')).toBeNull();
  });

  it('gives headings unique ids and wraps tables in a named, focusable scroll region', () => {
    const { container, headings } = render();
    const ids = [...container.querySelectorAll('h2, h3')].map((heading) => heading.id);
    expect(ids).toEqual(['start-with-the-trip', 'start-with-the-trip-2', 'let-us-help']);
    expect(headings.map((heading) => heading.level)).toEqual([2, 2, 3]);
    const scroll = container.querySelector(`.${markdownClasses.tableScroll}`);
    expect(scroll?.firstElementChild?.tagName).toBe('TABLE');
    expect(scroll?.getAttribute('tabindex')).toBe('0');
    expect(scroll?.tagName).toBe('SECTION');
    expect(scroll?.getAttribute('aria-labelledby')).toBe('start-with-the-trip');
  });

  it('opens external links in a new tab and says so', () => {
    const { container } = render();
    const link = container.querySelector('a[href="https://example.org/page"]');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link?.querySelector('.sr-only')?.textContent).toBe('(opens in a new tab)');
  });

  it('refuses an infographic it cannot load and never allows javascript: links', () => {
    expect(() => renderMarkdown('![x](./missing.svg "Infographic")', {})).toThrow(
      /could not be loaded/,
    );
    const { container } = render('[click](javascript:alert(1))');
    expect(container.querySelector('a')).toBeNull();
  });
});

describe('prepareInlineSvg', () => {
  it('rejects scripts and event handlers', () => {
    expect(() => prepareInlineSvg('<svg><title>x</title><script>1</script></svg>', 'x')).toThrow();
    expect(() => prepareInlineSvg('<svg onload="x()"><title>x</title></svg>', 'x')).toThrow();
  });

  it('adds ids to an unnamed title', () => {
    expect(prepareInlineSvg('<svg><title>Chart</title></svg>', 'chart')).toBe(
      '<svg class="md-infographic" role="img" aria-labelledby="chart-title" focusable="false"><title id="chart-title">Chart</title></svg>',
    );
  });
});

describe('slugifyHeading', () => {
  it('keeps letters and digits, joined by hyphens', () => {
    expect(slugifyHeading('Trip cancellation & “interruption”: 2025')).toBe(
      'trip-cancellation-and-interruption-2025',
    );
    expect(slugifyHeading('Café Résumé')).toBe('cafe-resume');
  });
});
