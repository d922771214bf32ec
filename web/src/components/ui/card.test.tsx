import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './card.tsx';
import { EmptyState } from './empty-state.tsx';
import { Panel } from './panel.tsx';

describe('Card', () => {
  it('renders the element asked for, with its variants and the caller attributes', () => {
    render(
      <Card as="section" accent="start" accentColor="gold" interactive aria-label="Valores">
        Contenido
      </Card>,
    );
    const card = screen.getByRole('region', { name: 'Valores' });
    expect(card.className.split(' ')).toEqual([
      'card',
      'raised',
      'accentStart',
      'gold',
      'interactive',
    ]);
  });

  it('is a plain raised div by default', () => {
    render(<Card>Hola</Card>);
    const card = screen.getByText('Hola');
    expect(card.tagName).toBe('DIV');
    expect(card.className).toBe('card raised');
  });

  it('stacks its content, or is an inset box with a top accent in brand red', () => {
    render(
      <>
        <Card stack className="mine">
          Columna
        </Card>
        <Card tone="inset" accent="top">
          Recuadro
        </Card>
      </>,
    );
    expect(screen.getByText('Columna').className).toBe('card raised stack mine');
    expect(screen.getByText('Recuadro').className).toBe('card inset accentTop');
  });
});

describe('Panel', () => {
  it('lays its children out in a row only when asked', () => {
    render(
      <>
        <Panel layout="spread">Barra</Panel>
        <Panel tone="plain" navyRule>
          Nota
        </Panel>
      </>,
    );
    expect(screen.getByText('Barra').className).toBe('panel brand row spread');
    expect(screen.getByText('Nota').className).toBe('panel plain navy');
  });

  it('draws the navy rule only when asked, and only on the plain tone', () => {
    render(
      <>
        <Panel tone="plain">Sin regla</Panel>
        <Panel navyRule>Marca</Panel>
      </>,
    );
    expect(screen.getByText('Sin regla').className).toBe('panel plain');
    expect(screen.getByText('Marca').className).toBe('panel brand');
  });
});

describe('EmptyState', () => {
  it('announces its text only when live, and hides the icon', () => {
    const { rerender } = render(
      <EmptyState text="Aún no hay fotos." icon={<svg data-testid="i" />} />,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByTestId('i').parentElement?.getAttribute('aria-hidden')).toBe('true');
    rerender(<EmptyState text="Aún no hay fotos." live />);
    expect(screen.getByRole('status').textContent).toBe('Aún no hay fotos.');
  });

  it('is compact with body-size text, or large by default, and shows what it is given', () => {
    const { rerender } = render(
      <EmptyState text="Sin noticias." size="compact">
        <a href="/galeria">Ver otros años</a>
      </EmptyState>,
    );
    expect(screen.getByText('Sin noticias.').className).toBe('text');
    expect(screen.getByText('Sin noticias.').parentElement?.className).toBe('empty compact');
    expect(screen.getByRole('link', { name: 'Ver otros años' })).toBeTruthy();
    rerender(<EmptyState text="Sin noticias." />);
    expect(screen.getByText('Sin noticias.').className).toBe('text large');
    expect(screen.getByText('Sin noticias.').parentElement?.className).toBe('empty');
  });
});
