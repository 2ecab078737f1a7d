import { render, screen } from '@testing-library/react';
import { SCENES } from '@travel/catalog';
import { describe, expect, it } from 'vitest';
import { scenePalettes } from '../../drawings/palettes.ts';
import { scenes } from '../../drawings/scenes.tsx';
import { Scene, SceneFilesContext, sceneAspectRatios, sceneNames } from './Scene.tsx';

describe('Scene', () => {
  it('draws exactly the scenes the catalog names, each with a palette', () => {
    expect(sceneNames).toBe(SCENES);
    expect(Object.keys(scenes)).toEqual([...SCENES]);
    expect(Object.keys(scenePalettes)).toEqual([...SCENES]);
  });

  it.each(sceneNames)('draws %s as a titled image', (name) => {
    render(<Scene name={name} title={`A view of ${name}`} />);
    const image = screen.getByRole('img', { name: `A view of ${name}` });
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(image.getAttribute('data-scene')).toBe(name);
    expect(image.getAttribute('viewBox')).toBe('0 0 1200 800');
    expect(image.getAttribute('preserveAspectRatio')).toBe('xMidYMid slice');
    // Sky, sun and moon, and the place's own drawing on top.
    expect(image.querySelector('[data-part="sun"]')).not.toBeNull();
    expect(image.querySelector('[data-part="moon"]')).not.toBeNull();
    expect(image.querySelectorAll('path').length).toBeGreaterThan(3);
  });

  it('exposes the title through <title> and aria-labelledby', () => {
    render(<Scene name="paris" title="The Eiffel Tower above Paris rooftops" />);
    const image = screen.getByRole('img');
    const title = image.querySelector('title');
    expect(title?.textContent).toBe('The Eiffel Tower above Paris rooftops');
    expect(image.getAttribute('aria-labelledby')).toBe(title?.id);
  });

  it('is decorative without a title', () => {
    const { container } = render(<Scene name="desert" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.querySelector('title')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('gives each instance its own gradient ids', () => {
    const { container } = render(
      <>
        <Scene name="fuji" />
        <Scene name="fuji" />
      </>,
    );
    const [first, second] = Array.from(container.querySelectorAll('svg'));
    const skyOf = (svg: SVGSVGElement | undefined) =>
      svg?.querySelector('rect')?.getAttribute('fill');
    expect(skyOf(first)).not.toBe(skyOf(second));
    for (const svg of [first, second]) {
      const id = skyOf(svg)?.match(/^url\(#(.+)\)$/)?.[1];
      expect(id && svg?.querySelector(`[id="${id}"]`)).toBeTruthy();
    }
  });

  it('takes one class per aspect ratio, 16/9 by default', () => {
    const classes = sceneAspectRatios.map((aspectRatio) => {
      const { container, unmount } = render(<Scene name="city" aspectRatio={aspectRatio} />);
      const className = container.querySelector('svg')?.getAttribute('class');
      unmount();
      return className;
    });
    expect(new Set(classes).size).toBe(sceneAspectRatios.length);
    const { container } = render(<Scene name="city" className="extra" />);
    expect(container.querySelector('svg')?.getAttribute('class')).toBe(
      `${classes[0]} extra`.replace(/\s+/g, ' '),
    );
  });

  describe('with scene files (SceneFilesContext)', () => {
    const files = { santorini: '/assets/scene-santorini-1a2b3c4d.svg' };

    it('shows the file as an image named by its title, loaded when it nears the viewport', () => {
      render(
        <SceneFilesContext value={files}>
          <Scene name="santorini" title="White houses above the caldera" aspectRatio="4/3" />
        </SceneFilesContext>,
      );
      const image = screen.getByRole('img', { name: 'White houses above the caldera' });
      expect(image.tagName.toLowerCase()).toBe('img');
      expect(image.getAttribute('src')).toBe(files.santorini);
      expect(image.getAttribute('loading')).toBe('lazy');
      expect(image.getAttribute('fetchpriority')).toBeNull();
      // The box is reserved before the file arrives: intrinsic size and the ratio class.
      expect(image.getAttribute('width')).toBe('1200');
      expect(image.getAttribute('height')).toBe('800');
      expect(image.getAttribute('data-scene')).toBe('santorini');
    });

    it("loads the page's main picture at once, at high priority", () => {
      render(
        <SceneFilesContext value={files}>
          <Scene name="santorini" title="Caldera" loading="eager" />
        </SceneFilesContext>,
      );
      const image = screen.getByRole('img', { name: 'Caldera' });
      expect(image.getAttribute('loading')).toBe('eager');
      expect(image.getAttribute('fetchpriority')).toBe('high');
    });

    it('is decorative without a title', () => {
      const { container } = render(
        <SceneFilesContext value={files}>
          <Scene name="santorini" />
        </SceneFilesContext>,
      );
      expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
      expect(screen.queryByRole('img')).toBeNull();
    });

    it('draws a scene the files lack inline', () => {
      const { container } = render(
        <SceneFilesContext value={files}>
          <Scene name="fuji" />
        </SceneFilesContext>,
      );
      expect(container.querySelector('img')).toBeNull();
      expect(container.querySelector('svg[data-scene="fuji"]')).not.toBeNull();
    });
  });
});
