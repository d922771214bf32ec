import {
  SUPPLY_LEVELS,
  supplyLevelName,
  type SupplyLevelId,
  type SupplyLine,
  type SupplyYear,
} from '@lbj/shared';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COVER_SWATCHES } from '../../../content/supplies.ts';
import { SUPPLIES_TEXT } from '../supplies-text.ts';
import { SuppliesLevelsNav, SuppliesSections } from './supplies-list.tsx';

// The list families see on /listado-utiles: the levels' index and one checklist per section.

const group = (texto: string): SupplyLine => ({ tipo: 'grupo', texto });
const item = (texto: string, detalle?: string): SupplyLine =>
  detalle === undefined ? { tipo: 'util', texto } : { tipo: 'util', texto, detalle };

const yearOf = (anio: number, lists: Partial<Record<SupplyLevelId, SupplyLine[]>>): SupplyYear => ({
  anio,
  vigente: true,
  niveles: SUPPLY_LEVELS.map(({ id }) => ({
    nivel: id,
    nombre: supplyLevelName(id),
    lineas: lists[id] ?? [],
    version: 1,
    actualizado: null,
  })),
});

const parvularia = [
  item('Estuche'),
  group('Cuadernos'),
  // Stored details are trimmed; the swatch is found whatever the case or spaces.
  item('Lenguaje', ' Rojo '),
  item('Tijera', '1 unidad'),
  item('Goma', ''),
  group('Higiene'),
];
const LIST = yearOf(2026, {
  'pre-kinder': parvularia,
  kinder: parvularia,
  '1-basico': [item('Compás')],
  // 3º stands alone: 2º has no lines between them.
  '3-basico': [item('Compás')],
});

describe('the levels’ index', () => {
  it('links each section by its anchor and title', () => {
    render(<SuppliesLevelsNav list={LIST} />);
    const nav = screen.getByRole('navigation', { name: SUPPLIES_TEXT.levelsNav });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href'), link.className]),
    ).toEqual([
      ['Pre-Kínder y Kínder', '#pre-kinder-a-kinder', 'level'],
      ['1º Básico', '#1-basico', 'level'],
      ['3º Básico', '#3-basico', 'level'],
    ]);
    expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
  });

  it('is left out when no level has lines', () => {
    const { container } = render(<SuppliesLevelsNav list={yearOf(2026, {})} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('the sections', () => {
  it('are one titled region per section, each naming the list for print', () => {
    render(
      <div>
        <SuppliesSections list={LIST} />
      </div>,
    );
    const regions = screen.getAllByRole('region');
    expect(
      regions.map((region) => [
        region.id,
        region.getAttribute('aria-labelledby'),
        within(region).getByRole('heading', { level: 2 }).id,
        within(region).getByRole('heading', { level: 2 }).textContent,
      ]),
    ).toEqual([
      [
        'pre-kinder-a-kinder',
        'pre-kinder-a-kinder-titulo',
        'pre-kinder-a-kinder-titulo',
        'Pre-Kínder y Kínder',
      ],
      ['1-basico', '1-basico-titulo', '1-basico-titulo', '1º Básico'],
      ['3-basico', '3-basico-titulo', '3-basico-titulo', '3º Básico'],
    ]);
    for (const region of regions) {
      const print = region.querySelector('p.printHeading');
      expect(print?.textContent).toBe(`${SUPPLIES_TEXT.title(2026)} · Colegio Le Beau Jour`);
      expect(print?.getAttribute('aria-hidden')).toBe('true');
    }
  });

  it('group the lines under their titles, with each detail and a swatch for a cover colour', () => {
    render(
      <div>
        <SuppliesSections list={LIST} />
      </div>,
    );
    const first = screen.getByRole('region', { name: 'Pre-Kínder y Kínder' });
    const groups = [...first.querySelectorAll('.group')];
    expect(
      groups.map((card) => [
        card.querySelector('h3')?.textContent ?? null,
        [...card.querySelectorAll('li')].map((li) => li.textContent),
      ]),
    ).toEqual([
      [null, ['Estuche']],
      ['Cuadernos', ['Lenguaje:  Rojo ', 'Tijera: 1 unidad', 'Goma']],
      ['Higiene', []],
    ]);
    expect(
      within(first)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Cuadernos', 'Higiene']);

    const [lenguaje, tijera, goma] = [...(groups[1]?.querySelectorAll('li') ?? [])];
    const swatch = lenguaje?.querySelector<HTMLElement>('span.swatch');
    expect(swatch?.getAttribute('aria-hidden')).toBe('true');
    const expected = document.createElement('span');
    expected.style.background = COVER_SWATCHES.rojo ?? '';
    expect(swatch?.style.background).toBe(expected.style.background);
    expect(lenguaje?.querySelector('span.detail')?.textContent).toBe(':  Rojo ');
    expect(tijera?.querySelector('span.swatch')).toBeNull();
    expect(tijera?.querySelector('span.detail')?.textContent).toBe(': 1 unidad');
    expect(goma?.querySelector('span')).toBeNull();
  });

  it('are none when no level has lines', () => {
    const { container } = render(
      <div>
        <SuppliesSections list={yearOf(2026, {})} />
      </div>,
    );
    expect(container.innerHTML).toBe('<div></div>');
  });
});
