import type { NoticeLevel } from '@lbj/shared';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NoticeBannerPreview } from './notice-banner-preview.tsx';

// The preview drawn with the banner's own classes (global.css): what visitors will see, inert.

function renderPreview(nivel: NoticeLevel, texto: string, enlace = false) {
  const { container } = render(<NoticeBannerPreview nivel={nivel} texto={texto} enlace={enlace} />);
  const banner = container.firstElementChild;
  if (!(banner instanceof HTMLElement)) throw new Error('no banner');
  const part = (selector: string) => banner.querySelector<HTMLElement>(selector);
  return { container, banner, part };
}

/** The icon before the text: the first element of the banner's inner row. */
const levelIcon = (banner: HTMLElement) => {
  const icon = banner.querySelector('.aviso-banner__inner')?.firstElementChild;
  if (!icon) throw new Error('no icon');
  return icon;
};

describe('NoticeBannerPreview', () => {
  it.each([
    ['informacion', 'Información', 'lucide-info'],
    ['aviso', 'Aviso', 'lucide-triangle-alert'],
    ['urgente', 'Urgente', 'lucide-octagon-alert'],
  ] as const)('draws a "%s" banner: its class, its name and its icon', (nivel, name, icon) => {
    const { banner, part } = renderPreview(nivel, 'Reunión de apoderados');
    expect(banner.tagName).toBe('DIV');
    expect(banner.getAttribute('class')).toBe(`aviso-banner aviso-banner--${nivel} previewBanner`);
    expect(banner.querySelector('.aviso-banner__inner')).not.toBeNull();
    expect(part('strong.aviso-banner__level')?.textContent).toBe(`${name}:`);
    expect(part('p.aviso-banner__text')?.textContent).toBe(`${name}: Reunión de apoderados`);

    const svg = levelIcon(banner);
    expect(svg.tagName.toLowerCase()).toBe('svg');
    expect(svg.classList.contains(icon)).toBe(true);
    expect(svg.classList.contains('aviso-banner__icon')).toBe(true);
    expect(svg.getAttribute('width')).toBe('20');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    // Exactly one level icon.
    const others = ['lucide-info', 'lucide-triangle-alert', 'lucide-octagon-alert'].filter(
      (other) => other !== icon,
    );
    for (const other of others) expect(banner.querySelector(`.${other}`)).toBeNull();
  });

  it('trims the text', () => {
    const { part } = renderPreview('aviso', '   Hoy no hay clases.  ');
    expect(part('p.aviso-banner__text')?.textContent).toBe('Aviso: Hoy no hay clases.');
  });

  it('says where the text will go while there is none (or only spaces)', () => {
    for (const texto of ['', '   ']) {
      const { part, container } = renderPreview('informacion', texto);
      const empty = part('.previewEmpty');
      expect(empty?.tagName).toBe('SPAN');
      expect(empty?.textContent).toBe('El texto del aviso aparecerá aquí.');
      expect(part('p.aviso-banner__text')?.textContent).toBe(
        'Información: El texto del aviso aparecerá aquí.',
      );
      container.remove();
    }
  });

  it('has no placeholder once there is text', () => {
    const { part } = renderPreview('informacion', 'Hola');
    expect(part('.previewEmpty')).toBeNull();
  });

  it('shows "Más información" only when there is a link, never a real link', () => {
    const withLink = renderPreview('informacion', 'Feria del libro', true);
    const link = withLink.part('.aviso-banner__link');
    expect(link?.tagName).toBe('SPAN');
    expect(link?.getAttribute('class')).toBe('aviso-banner__link previewLink');
    expect(link?.textContent).toBe('Más información');
    expect(withLink.part('p.aviso-banner__text')?.textContent).toBe(
      'Información: Feria del libro Más información',
    );
    expect(withLink.banner.querySelector('a')).toBeNull();

    const without = renderPreview('informacion', 'Sin enlace', false);
    expect(without.part('.aviso-banner__link')).toBeNull();
    expect(without.part('p.aviso-banner__text')?.textContent).toBe('Información: Sin enlace');
  });

  it.each(['informacion', 'aviso'] as const)(
    'draws a picture of the close control on "%s", hidden from screen readers',
    (nivel) => {
      const { part, banner } = renderPreview(nivel, 'Hola');
      const close = part('.aviso-banner__close');
      expect(close?.tagName).toBe('SPAN');
      expect(close?.getAttribute('aria-hidden')).toBe('true');
      const button = close?.querySelector('.aviso-banner__button');
      expect(button?.tagName).toBe('SPAN');
      const x = button?.querySelector('svg');
      expect(x?.classList.contains('lucide-x')).toBe(true);
      expect(x?.classList.contains('aviso-banner__icon')).toBe(true);
      expect(x?.getAttribute('width')).toBe('20');
      // A picture: nothing to press, no live region.
      expect(banner.querySelector('button, a, [role]')).toBeNull();
    },
  );

  it('has no close control when urgent', () => {
    const { part, banner } = renderPreview('urgente', 'Suspensión de clases', true);
    expect(part('.aviso-banner__close')).toBeNull();
    expect(part('.aviso-banner__button')).toBeNull();
    expect(banner.querySelector('.lucide-x')).toBeNull();
  });
});
