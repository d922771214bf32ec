import { describe, expect, it } from 'vitest';
import {
  parseSupplyLevel,
  SUPPLY_LEVEL_IDS,
  supplyGroups,
  supplyLevelRangeTitle,
  supplySections,
  type SupplyLevelId,
  type SupplyLine,
} from './supplies-base.ts';
import { parseSupplyYear } from './supplies.ts';
import { SUPPLY_SEED_2025 } from './supplies-seed.ts';

const a: SupplyLine[] = [{ tipo: 'util', texto: 'Tijera' }];
const b: SupplyLine[] = [{ tipo: 'util', texto: 'Compás', detalle: '1' }];
const levels = (lists: Partial<Record<SupplyLevelId, SupplyLine[]>>) =>
  SUPPLY_LEVEL_IDS.map((nivel) => ({ nivel, lineas: lists[nivel] ?? [] }));

describe('the page’s sections', () => {
  it('are the 2025 list’s three cycles, titled as the printed list was', () => {
    const sections = supplySections(
      SUPPLY_LEVEL_IDS.map((nivel) => ({ nivel, lineas: [...SUPPLY_SEED_2025[nivel]] })),
    );
    expect(sections.map(({ id, title }) => [id, title])).toEqual([
      ['pre-kinder-a-kinder', 'Pre-Kínder y Kínder'],
      ['1-basico-a-4-basico', '1º a 4º Básico'],
      ['5-basico-a-8-basico', '5º a 8º Básico'],
    ]);
  });

  it('join only consecutive levels with the same lines, and leave out levels without lines', () => {
    const sections = supplySections(
      levels({
        kinder: a,
        '1-basico': a,
        '2-basico': b,
        '3-basico': a,
        '5-basico': a,
        '6-basico': a,
      }),
    );
    expect(sections.map(({ title, niveles }) => [title, niveles])).toEqual([
      ['Kínder y 1º Básico', ['kinder', '1-basico']],
      ['2º Básico', ['2-basico']],
      ['3º Básico', ['3-basico']],
      // 4º has no lines: 3º and 5º are not neighbours on the page.
      ['5º y 6º Básico', ['5-basico', '6-basico']],
    ]);
    expect(sections[0]?.id).toBe('kinder-a-1-basico');
    expect(sections[1]?.id).toBe('2-basico');
  });

  it('tell a different detail apart', () => {
    const sections = supplySections(
      levels({ '7-basico': b, '8-basico': [{ tipo: 'util', texto: 'Compás', detalle: '2' }] }),
    );
    expect(sections).toHaveLength(2);
  });

  it('tell apart a longer list, a different later line, another text and another kind', () => {
    const two: SupplyLine[] = [
      { tipo: 'util', texto: 'Tijera' },
      { tipo: 'util', texto: 'Regla' },
    ];
    for (const other of [
      [...two, { tipo: 'util', texto: 'Goma' }],
      [two[0], { tipo: 'util', texto: 'Lápiz' }],
      [{ tipo: 'util', texto: 'Pegamento' }, two[1]],
      [{ tipo: 'grupo', texto: 'Tijera' }, two[1]],
    ] as SupplyLine[][]) {
      const sections = supplySections(levels({ '1-basico': two, '2-basico': other }));
      expect(sections.map(({ title }) => title)).toEqual(['1º Básico', '2º Básico']);
    }
  });

  it('join only levels that follow each other in the school’s order', () => {
    const sections = supplySections([
      { nivel: 'kinder', lineas: a },
      { nivel: '2-basico', lineas: a },
    ]);
    expect(sections.map(({ title }) => title)).toEqual(['Kínder', '2º Básico']);
  });
});

describe('range titles', () => {
  it.each([
    [['pre-kinder'], 'Pre-Kínder'],
    [['pre-kinder', 'kinder'], 'Pre-Kínder y Kínder'],
    [['pre-kinder', 'kinder', '1-basico'], 'Pre-Kínder a 1º Básico'],
    [['3-basico', '4-basico', '5-basico'], '3º a 5º Básico'],
    [[], ''],
  ] as [SupplyLevelId[], string][])('%j → %s', (ids, title) => {
    expect(supplyLevelRangeTitle(ids)).toBe(title);
  });
});

describe('groups', () => {
  it('start at each title; supplies before the first title form a group without one', () => {
    expect(
      supplyGroups([
        { tipo: 'util', texto: 'Estuche' },
        { tipo: 'grupo', texto: 'Higiene' },
        { tipo: 'util', texto: 'Toalla', detalle: 'con elástico' },
        { tipo: 'grupo', texto: 'Textos' },
      ]),
    ).toEqual([
      { title: null, items: [{ texto: 'Estuche' }] },
      { title: 'Higiene', items: [{ texto: 'Toalla', detalle: 'con elástico' }] },
      { title: 'Textos', items: [] },
    ]);
  });
});

describe('path segments', () => {
  it('take a four-digit year in range and a known level only', () => {
    expect(parseSupplyYear('2026')).toBe(2026);
    for (const bad of ['1999', '2101', '026', '2026.0', ' 2026', '2e3']) {
      expect(parseSupplyYear(bad)).toBeNull();
    }
    expect(parseSupplyLevel('kinder')).toBe('kinder');
    expect(parseSupplyLevel('9-basico')).toBeNull();
    expect(parseSupplyLevel('toString')).toBeNull();
  });
});
