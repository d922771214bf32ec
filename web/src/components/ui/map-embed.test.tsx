import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MapEmbed } from './map-embed.tsx';

const URL = 'https://www.google.com/maps/embed?pb=colegio';
const LINK = 'https://www.google.com/maps/search/?api=1&query=colegio';

function renderMap(className?: string) {
  return render(
    <MapEmbed
      embedUrl={URL}
      linkUrl={LINK}
      title="Mapa del colegio"
      address="23 Norte Calle Dos, 2039"
      {...(className ? { className } : {})}
    />,
  );
}

describe('MapEmbed', () => {
  it('shows a drawn placeholder with the address and requests nothing until asked', () => {
    const { container } = renderMap();
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText('23 Norte Calle Dos, 2039')).toBeTruthy();
    expect(screen.getByText('El mapa se carga desde Google Maps solo si lo pides.')).toBeTruthy();
    expect(container.firstElementChild?.getAttribute('class')).toBe('box');
    // The street plan: six main streets and five side streets, each drawn.
    const groups = Array.from(container.querySelectorAll('svg[aria-hidden="true"] g[stroke]'));
    const paths = groups.map((g) =>
      Array.from(g.querySelectorAll('path'), (p) => p.getAttribute('d')),
    );
    expect(paths.map((d) => d.length)).toEqual([6, 5]);
    const all = paths.flat();
    expect(all.every((d) => d !== null && /^M\d+ \d+ [HV]\d+$/.test(d))).toBe(true);
    expect(new Set(all).size).toBe(11);
  });

  it('"Mostrar el mapa" is a link to the map\'s page before the code runs', () => {
    renderMap();
    const link = screen.getByRole('link', { name: 'Mostrar el mapa' });
    expect(link.getAttribute('href')).toBe(LINK);
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('"Mostrar el mapa" replaces the placeholder with the named map and moves focus to it', () => {
    const { container } = renderMap('extra');
    expect(container.firstElementChild?.getAttribute('class')).toBe('box extra');
    const clicked = fireEvent.click(screen.getByRole('link', { name: 'Mostrar el mapa' }));
    expect(clicked).toBe(false); // the link is not followed once the code runs
    const frame = screen.getByTitle('Mapa del colegio');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(URL);
    expect(frame.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
    expect(frame.hasAttribute('allowfullscreen')).toBe(true);
    expect(document.activeElement).toBe(frame);
    expect(screen.queryByRole('link', { name: 'Mostrar el mapa' })).toBeNull();
    expect(container.firstElementChild?.getAttribute('class')).toBe('box extra');
  });
});
