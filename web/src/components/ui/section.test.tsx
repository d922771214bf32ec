import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InnerPage } from './page-header.tsx';
import { Section } from './section.tsx';

describe('Section', () => {
  it('is a region named by its own h2', () => {
    render(
      <Section headingId="valores-titulo" title="Nuestros valores" className="mine">
        <p>Contenido</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Nuestros valores' });
    expect(region.className).toBe('mine');
    const heading = screen.getByRole('heading', { level: 2, name: 'Nuestros valores' });
    expect(heading.id).toBe('valores-titulo');
    expect(region.contains(screen.getByText('Contenido'))).toBe(true);
  });
});

describe('InnerPage', () => {
  it('puts the one h1, the eyebrow and the lead first, then the content in the container', () => {
    render(
      <InnerPage
        header={{ eyebrow: 'Contacto', title: 'Escríbenos', lead: 'Te responderemos.' }}
        className="layout"
      >
        <p>Cuerpo</p>
      </InnerPage>,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Escríbenos');
    expect(screen.getByText('Contacto').tagName).toBe('P');
    expect(screen.getByText('Te responderemos.').tagName).toBe('P');
    expect(screen.getByText('Cuerpo').parentElement?.className).toBe('container layout');
  });

  it('leaves out the eyebrow and the lead when the page has none', () => {
    const { container } = render(
      <InnerPage header={{ title: 'Solo título' }}>
        <p>Cuerpo</p>
      </InnerPage>,
    );
    expect(container.querySelectorAll('p')).toHaveLength(1);
  });
});
