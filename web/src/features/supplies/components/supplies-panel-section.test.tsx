// @time-zones
import {
  API_PATHS,
  MESSAGES,
  SUPPLY_LEVELS,
  SUPPLY_LIMITS,
  SUPPLY_MESSAGES,
  supplyLevelName,
  type SupplyLevel,
  type SupplyLevelId,
  type SupplyLine,
  type SupplyYear,
  type SupplyYears,
} from '@lbj/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOAD_FAILED_TEXT } from '../../../components/ui/load-failed.tsx';
import type * as SessionModule from '../../../lib/session-store.ts';
import * as testing from '../../../lib/testing.test-support.ts';
import { keptSupplyDrafts } from '../hooks/supplies-drafts-store.ts';
import { SUPPLIES_PANEL_TEXT as T } from '../supplies-panel-text.ts';
import { SuppliesPanelSection } from './supplies-panel-section.tsx';

// The panel's "Útiles" against the supplies API faked at the network edge. The section keeps
// unsaved drafts in a store made once per page load (they outlive a remount on purpose): after
// each test the store is emptied, as a new page load starts it, and the session logged out, so
// no test sees another's drafts. The clock is pinned: the section offers the school year of
// Chile's calendar, whatever zone runs the suite.

interface Call {
  method: string;
  path: string;
  body: unknown;
  auth: string | null;
}

type Levels = Partial<Record<SupplyLevelId, SupplyLine[]>>;
interface StoredLevel {
  lineas: SupplyLine[];
  version: number;
}

const refusal = (status: number, error: string, field?: string) =>
  Response.json(
    { statusCode: status, error, message: error, ...(field ? { field } : {}) },
    { status },
  );

const group = (texto: string): SupplyLine => ({ tipo: 'grupo', texto });
const item = (texto: string, detalle?: string): SupplyLine =>
  detalle === undefined ? { tipo: 'util', texto } : { tipo: 'util', texto, detalle };

/** 2025 and 2026 have lists; 2026 is the one families see. */
const LIST_2025: Levels = { 'pre-kinder': [group('Higiene'), item('Toalla', 'con elástico')] };
const LIST_2026: Levels = {
  'pre-kinder': [group('Material'), item('Tijera', '1'), item('Pegamento')],
  kinder: [item('Cuaderno', 'rojo')],
};

/**
 * A supplies API in memory: the years with their levels (a year in `years` is stored, with lines
 * or not), the published year, and every request made. `hold` keeps a request waiting.
 */
function serveSupplies(
  years: Record<number, Levels>,
  options: { vigente?: number | null; versions?: Partial<Record<SupplyLevelId, number>> } = {},
) {
  let vigente = options.vigente === undefined ? 2026 : options.vigente;
  const store = new Map<number, Map<SupplyLevelId, StoredLevel>>();
  const setYear = (anio: number, levels: Levels) => {
    const stored = new Map<SupplyLevelId, StoredLevel>();
    for (const { id } of SUPPLY_LEVELS) {
      stored.set(id, { lineas: levels[id] ?? [], version: options.versions?.[id] ?? 1 });
    }
    store.set(anio, stored);
  };
  for (const [anio, levels] of Object.entries(years)) setYear(Number(anio), levels);

  const levelOf = (nivel: SupplyLevelId, stored: StoredLevel | undefined): SupplyLevel => ({
    nivel,
    nombre: supplyLevelName(nivel),
    lineas: stored?.lineas ?? [],
    version: stored?.version ?? 0,
    actualizado: null,
  });
  const yearOf = (anio: number): SupplyYear => ({
    anio,
    vigente: anio === vigente,
    niveles: SUPPLY_LEVELS.map(({ id }) => levelOf(id, store.get(anio)?.get(id))),
  });
  const yearsList = (): SupplyYears => ({
    vigente,
    anios: [...store.entries()]
      .sort(([a], [b]) => a - b)
      .map(([anio, levels]) => ({
        anio,
        niveles_con_lineas: [...levels.values()].filter((level) => level.lineas.length > 0).length,
        actualizado: null,
      })),
  });

  const calls: Call[] = [];
  const overrides = new Map<string, () => Response>();
  const holds = new Map<string, Promise<void>>();

  function handle(method: string, path: string, body: unknown): Response {
    if (method === 'GET' && path === API_PATHS.supplyYears) return Response.json(yearsList());
    if (method === 'PUT' && path === API_PATHS.supplyPublished) {
      vigente = (body as { anio: number }).anio;
      return Response.json({ vigente });
    }
    const copy = /^\/api\/supplies\/([0-9]{4})\/copiar-desde\/([0-9]{4})$/.exec(path);
    if (method === 'POST' && copy) {
      const [to, from] = [Number(copy[1]), Number(copy[2])];
      const source = store.get(from);
      if (!source) return refusal(409, SUPPLY_MESSAGES.sourceEmpty(from));
      const levels: Levels = {};
      for (const [id, level] of source) levels[id] = level.lineas;
      setYear(to, levels);
      return Response.json(yearOf(to));
    }
    const year = /^\/api\/supplies\/([0-9]{4})$/.exec(path);
    if (method === 'GET' && year) return Response.json(yearOf(Number(year[1])));
    const level = /^\/api\/supplies\/([0-9]{4})\/([a-z0-9-]+)$/.exec(path);
    if (method === 'PUT' && level) {
      const anio = Number(level[1]);
      const nivel = level[2] as SupplyLevelId;
      if (!store.has(anio)) setYear(anio, {});
      const stored = store.get(anio)?.get(nivel) ?? { lineas: [], version: 0 };
      const input = body as { lineas: SupplyLine[]; version?: number };
      if (input.version !== undefined && input.version !== stored.version) {
        return refusal(409, SUPPLY_MESSAGES.staleLevel(supplyLevelName(nivel)));
      }
      const saved = { lineas: input.lineas, version: stored.version + 1 };
      store.get(anio)?.set(nivel, saved);
      return Response.json(levelOf(nivel, saved));
    }
    return refusal(404, MESSAGES.notFound);
  }

  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
      calls.push({ method, path, body, auth: new Headers(init.headers).get('Authorization') });
      const key = `${method} ${path}`;
      const held = holds.get(key);
      if (held) await held;
      const override = overrides.get(key);
      return override ? override() : handle(method, path, body);
    }),
  );

  return {
    calls,
    writes: () => calls.filter((call) => call.method !== 'GET'),
    count: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path).length,
    answer: (key: string, response: () => Response) => overrides.set(key, response),
    stopAnswering: (key: string) => overrides.delete(key),
    /** Keeps the requests `key` waiting until the returned function is called. */
    hold: (key: string) => {
      let release = () => {};
      holds.set(
        key,
        new Promise<void>((resolve) => {
          release = () => {
            holds.delete(key);
            resolve();
          };
        }),
      );
      return () => {
        release();
      };
    },
    setLines: (anio: number, nivel: SupplyLevelId, lineas: SupplyLine[]) => {
      const stored = store.get(anio)?.get(nivel);
      store.get(anio)?.set(nivel, { lineas, version: (stored?.version ?? 0) + 1 });
    },
  };
}

// The session module as the tests load it (the test setup puts its test copy in its place).
const session: typeof SessionModule = await import('../../../lib/session-store.ts');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // Midday of 15 June 2026: the same school year in Chile and in every zone.
  vi.setSystemTime(new Date('2026-06-15T16:00:00.000Z'));
  testing.logInForTests();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  testing.resetSession();
  // Empty, as a new page load makes it (the drafts of loaded copies are kept per copy, and each
  // test loads its own through a query cache of its own).
  keptSupplyDrafts.change(() => ({}));
});

function renderSection() {
  const user = userEvent.setup();
  const view = testing.renderWithQuery(<SuppliesPanelSection />);
  return { user, ...view };
}

const yearSelect = () => screen.getByLabelText<HTMLSelectElement>(T.yearLabel);
const levelSelect = () => screen.getByLabelText<HTMLSelectElement>(T.levelLabel);
const optionTexts = (select: HTMLSelectElement) =>
  [...select.options].map((option) => `${option.value}=${option.textContent}`);

const editor = (level: string, year: number) =>
  screen.getByRole('form', { name: T.linesTitle(level, year) });
const findEditor = (level: string, year: number) =>
  screen.findByRole('form', { name: T.linesTitle(level, year) });

/** Each line as "legend | texto | detalle" (a title has no detail field). */
const shown = (form: HTMLElement) =>
  within(form)
    .queryAllByRole('listitem')
    .map((li) =>
      [
        li.querySelector('legend')?.textContent ?? '',
        ...[...li.querySelectorAll('input')].map((input) => input.value),
      ].join(' | '),
    );

const lineItem = (form: HTMLElement, index: number) => {
  const li = within(form).getAllByRole('listitem')[index];
  if (!li) throw new Error(`no line ${String(index)}`);
  return li;
};
const textInput = (form: HTMLElement, index: number) => {
  const li = lineItem(form, index);
  return within(li).getByLabelText<HTMLInputElement>(
    li.querySelector('legend')?.textContent?.endsWith(T.kindGroup)
      ? T.textLabel('grupo')
      : T.textLabel('util'),
  );
};
const detailInput = (form: HTMLElement, index: number) =>
  within(lineItem(form, index)).getByLabelText<HTMLInputElement>(T.detailLabel);

/** The editor's own live region (moves and removals). */
const announcement = (form: HTMLElement) => {
  const region = form.querySelector('p.visually-hidden');
  if (!region) throw new Error('no live region');
  expect(region.getAttribute('role')).toBe('status');
  return region.textContent;
};

const button = (name: string) => screen.getByRole('button', { name });
const queryButton = (name: string) => screen.queryByRole('button', { name });

/** The section's "sin guardar" warning: no live region of its own (announce={false}). */
const unsavedWarning = () =>
  [...document.querySelectorAll('p')].find((p) =>
    p.textContent.startsWith('Cambios sin guardar en: '),
  ) ?? null;

async function loaded2026() {
  const api = serveSupplies({ 2025: LIST_2025, 2026: LIST_2026 });
  const rendered = renderSection();
  const form = await findEditor('Pre-Kínder', 2026);
  return { api, form, ...rendered };
}

describe('Útiles: the year and level pickers', () => {
  it('offers the stored years, the next ones, and opens the published year at its first level', async () => {
    const api = serveSupplies({ 2025: LIST_2025, 2026: LIST_2026 });
    renderSection();
    const form = await findEditor('Pre-Kínder', 2026);
    expect(optionTexts(yearSelect())).toEqual([
      '2027=2027 (nuevo)',
      '2026=2026 (visible en el sitio)',
      '2025=2025',
    ]);
    expect(yearSelect().value).toBe('2026');
    expect(optionTexts(levelSelect())).toEqual(
      SUPPLY_LEVELS.map(({ id, nombre }) => `${id}=${nombre}`),
    );
    expect(levelSelect().value).toBe('pre-kinder');
    expect(screen.getByText(T.yearStatusPublished(2026))).toBeTruthy();
    expect(button(T.copyFrom(2025))).toBeTruthy();
    expect(queryButton(T.publish(2026))).toBeNull();
    expect(screen.queryByText(T.copyHint(2025, 2026))).toBeNull();
    expect(within(form).getByRole('heading', { level: 3 }).textContent).toBe('Pre-Kínder · 2026');
    expect(shown(form)).toEqual([
      'Línea 1 de 3 · Título de grupo | Material',
      'Línea 2 de 3 · Útil | Tijera | 1',
      'Línea 3 de 3 · Útil | Pegamento | ',
    ]);
    expect(api.calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      `GET ${API_PATHS.supplyYears}`,
      `GET ${API_PATHS.supplyYear(2026)}`,
    ]);
    expect(api.calls.every((call) => call.auth === `Bearer ${session.readToken() ?? ''}`)).toBe(
      true,
    );
    expect(api.writes()).toEqual([]);
    expect(unsavedWarning()).toBeNull();
  });

  it('names the published year even without lines, marks years without lines as new, and offers the year after the newest', async () => {
    // 2024 is published but empty, 2027 is stored without lines, 2028 has lines.
    serveSupplies({ 2024: {}, 2025: LIST_2025, 2027: {}, 2028: LIST_2025 }, { vigente: 2024 });
    renderSection();
    await findEditor('Pre-Kínder', 2024);
    expect(optionTexts(yearSelect())).toEqual([
      '2029=2029 (nuevo)',
      '2028=2028',
      '2027=2027 (nuevo)',
      '2026=2026 (nuevo)',
      '2025=2025',
      '2024=2024 (visible en el sitio)',
    ]);
    expect(yearSelect().value).toBe('2024');
    expect(screen.getByText(T.yearStatusPublished(2024))).toBeTruthy();
    // 2023 has no lines: nothing to copy; 2024 has none either: nothing to publish.
    expect(queryButton(T.copyFrom(2023))).toBeNull();
    expect(queryButton(T.publish(2024))).toBeNull();
    expect(screen.getByText(T.noLines)).toBeTruthy();
  });

  it('starts at this year of Chile’s calendar when nothing is stored yet', async () => {
    // 23:30 of 31 December 2026 in Chile (UTC-3 in summer): already 2027 in UTC and Kiritimati.
    vi.setSystemTime(new Date('2027-01-01T02:30:00.000Z'));
    const api = serveSupplies({}, { vigente: null });
    renderSection();
    const form = await findEditor('Pre-Kínder', 2026);
    expect(optionTexts(yearSelect())).toEqual(['2027=2027 (nuevo)', '2026=2026 (nuevo)']);
    expect(yearSelect().value).toBe('2026');
    expect(screen.getByText(T.yearStatusPreparing(2026))).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: /^(Copiar|Publicar)/ })).toEqual([]);
    expect(within(form).getByText(T.noLines)).toBeTruthy();
    expect(api.count('GET', API_PATHS.supplyYear(2027))).toBe(0);
  });

  it('offers this year and the next while the stored years are loading', async () => {
    const api = serveSupplies({ 2025: LIST_2025, 2026: LIST_2026 });
    const release = api.hold(`GET ${API_PATHS.supplyYears}`);
    renderSection();
    await waitFor(() => {
      expect(api.count('GET', API_PATHS.supplyYears)).toBe(1);
    });
    expect(optionTexts(yearSelect())).toEqual(['2027=2027 (nuevo)', '2026=2026 (nuevo)']);
    expect(yearSelect().value).toBe('2026');
    release();
    await waitFor(() => {
      expect(optionTexts(yearSelect())).toHaveLength(3);
    });
  });

  it('says the year is loading until it comes', async () => {
    const api = serveSupplies({ 2025: LIST_2025, 2026: LIST_2026 });
    const release = api.hold(`GET ${API_PATHS.supplyYear(2026)}`);
    renderSection();
    await waitFor(() => {
      expect(api.count('GET', API_PATHS.supplyYear(2026))).toBe(1);
    });
    expect(screen.getByRole('status').textContent).toBe(T.loadingYear);
    release();
    await findEditor('Pre-Kínder', 2026);
    expect(screen.queryByText(T.loadingYear)).toBeNull();
  });

  it('shows another year: in preparation, with its copy offer, and nothing to publish while empty', async () => {
    const { api, user } = await loaded2026();
    await user.selectOptions(yearSelect(), '2027');
    const form = await findEditor('Pre-Kínder', 2027);
    expect(yearSelect().value).toBe('2027');
    expect(screen.getByText(T.yearStatusPreparing(2027))).toBeTruthy();
    expect(button(T.copyFrom(2026))).toBeTruthy();
    expect(screen.getByText(T.copyHint(2026, 2027))).toBeTruthy();
    expect(queryButton(T.publish(2027))).toBeNull();
    expect(within(form).getByText(T.noLines)).toBeTruthy();
    expect(shown(form)).toEqual([]);
    expect(api.count('GET', API_PATHS.supplyYear(2027))).toBe(1);
  });

  it('offers to publish a year in preparation that has lines', async () => {
    serveSupplies({ 2025: LIST_2025, 2026: LIST_2026, 2027: LIST_2025 });
    const user = userEvent.setup();
    testing.renderWithQuery(<SuppliesPanelSection />);
    await findEditor('Pre-Kínder', 2026);
    await user.selectOptions(yearSelect(), '2027');
    const form = await findEditor('Pre-Kínder', 2027);
    expect(optionTexts(yearSelect())[0]).toBe('2028=2028 (nuevo)');
    expect(button(T.publish(2027)).className).toBe('button-primary');
    expect(button(T.copyFrom(2026))).toBeTruthy();
    expect(screen.queryByText(T.copyHint(2026, 2027))).toBeNull();
    expect(shown(form)).toEqual([
      'Línea 1 de 2 · Título de grupo | Higiene',
      'Línea 2 de 2 · Útil | Toalla | con elástico',
    ]);
  });

  it(
    'opens each level fresh: no message or announcement of the level left',
    { tags: ['zone-free'] },
    async () => {
      const { form, user } = await loaded2026();
      await user.click(button(T.moveDownLabel('Tijera')));
      await user.click(button(T.addItem));
      await user.click(button(T.save));
      expect(within(form).getByRole('alert').textContent).toBe(T.fixErrors);
      expect(announcement(form)).toBe(T.moved('Tijera', 3));
      await user.selectOptions(levelSelect(), 'kinder');
      const kinder = editor('Kínder', 2026);
      expect(within(kinder).queryByRole('alert')).toBeNull();
      expect(announcement(kinder)).toBe('');
    },
  );

  it('opens the level chosen', { tags: ['zone-free'] }, async () => {
    const { user } = await loaded2026();
    await user.selectOptions(levelSelect(), 'kinder');
    const form = editor('Kínder', 2026);
    expect(levelSelect().value).toBe('kinder');
    expect(shown(form)).toEqual(['Línea 1 de 1 · Útil | Cuaderno | rojo']);
    expect(screen.queryByRole('form', { name: T.linesTitle('Pre-Kínder', 2026) })).toBeNull();
  });

  it('offers to retry a year that failed to load', async () => {
    const api = serveSupplies({ 2025: LIST_2025, 2026: LIST_2026 });
    api.answer(`GET ${API_PATHS.supplyYear(2026)}`, () => refusal(500, MESSAGES.notFound));
    const user = userEvent.setup();
    testing.renderWithQuery(<SuppliesPanelSection />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(T.loadYearFailed);
    expect(screen.queryByRole('form')).toBeNull();
    api.stopAnswering(`GET ${API_PATHS.supplyYear(2026)}`);
    await user.click(button(LOAD_FAILED_TEXT.retry));
    await findEditor('Pre-Kínder', 2026);
    expect(api.count('GET', API_PATHS.supplyYear(2026))).toBe(2);
    expect(screen.queryByText(T.loadYearFailed)).toBeNull();
  });

  it('ends the session when the year is refused (401), without a load error', async () => {
    const api = serveSupplies({ 2025: LIST_2025, 2026: LIST_2026 });
    api.answer(`GET ${API_PATHS.supplyYear(2026)}`, () => refusal(401, MESSAGES.unauthorized));
    renderSection();
    await waitFor(() => {
      expect(session.getSessionSnapshot()).toEqual({ loggedIn: false, expired: true });
    });
    await waitFor(() => {
      expect(api.count('GET', API_PATHS.supplyYear(2026))).toBe(1);
    });
    expect(screen.queryByText(T.loadYearFailed)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(T.loadingYear)).toBeTruthy();
  });
});

describe('Útiles: copying the previous year', { tags: ['zone-free'] }, () => {
  it('copies into an empty year without asking, says so, and shows the copy', async () => {
    const { api, user } = await loaded2026();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.selectOptions(yearSelect(), '2027');
    await findEditor('Pre-Kínder', 2027);
    const yearsBefore = api.count('GET', API_PATHS.supplyYears);
    await user.click(button(T.copyFrom(2026)));
    const done = await screen.findByText(T.copyDone(2026, 2027));
    expect(done.getAttribute('role')).toBe('status');
    expect(done.className).toBe('box success');
    expect(confirm).not.toHaveBeenCalled();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: API_PATHS.supplyCopy(2027, 2026),
        body: { confirmar: false },
        auth: `Bearer ${session.readToken() ?? ''}`,
      },
    ]);
    expect(shown(editor('Pre-Kínder', 2027))).toEqual([
      'Línea 1 de 3 · Título de grupo | Material',
      'Línea 2 de 3 · Útil | Tijera | 1',
      'Línea 3 de 3 · Útil | Pegamento | ',
    ]);
    // The years are asked again: 2027 now has lines and can be published.
    expect(await screen.findByRole('button', { name: T.publish(2027) })).toBeTruthy();
    expect(api.count('GET', API_PATHS.supplyYears)).toBe(yearsBefore + 1);
    expect(screen.queryByText(T.copyHint(2026, 2027))).toBeNull();
  });

  it('asks before replacing a year with lines, and sends nothing when told no', async () => {
    const { api, user } = await loaded2026();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await user.click(button(T.copyFrom(2025)));
    expect(confirm).toHaveBeenCalledExactlyOnceWith(T.copyConfirmReplace(2025, 2026));
    expect(api.writes()).toEqual([]);
    expect(screen.queryByText(T.copyDone(2025, 2026))).toBeNull();
    expect(shown(editor('Pre-Kínder', 2026))).toHaveLength(3);
  });

  it('replaces a year with lines when confirmed, dropping its kept (clean) drafts', async () => {
    const { api, form, user } = await loaded2026();
    // Typed and undone: the level's draft is kept but has nothing unsaved.
    await user.type(textInput(form, 1), 'x');
    await user.type(textInput(form, 1), '{Backspace}');
    expect(screen.queryByText(T.unsaved)).toBeNull();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(button(T.copyFrom(2025)));
    expect(await screen.findByText(T.copyDone(2025, 2026))).toBeTruthy();
    expect(api.writes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: API_PATHS.supplyCopy(2026, 2025),
        body: { confirmar: true },
      }),
    ]);
    expect(shown(editor('Pre-Kínder', 2026))).toEqual([
      'Línea 1 de 2 · Título de grupo | Higiene',
      'Línea 2 de 2 · Útil | Toalla | con elástico',
    ]);
  });

  it('refuses while the year has unsaved changes, but not for another year’s', async () => {
    const { api, form, user } = await loaded2026();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.type(textInput(form, 1), ' de punta roma');
    await user.click(button(T.copyFrom(2025)));
    expect(screen.getByRole('alert').textContent).toBe(T.copyNeedsSave);
    expect(confirm).not.toHaveBeenCalled();
    expect(api.writes()).toEqual([]);

    // Another year copies, and the unsaved 2026 level stays unsaved.
    await user.selectOptions(yearSelect(), '2027');
    expect(screen.queryByText(T.copyNeedsSave)).toBeNull();
    await findEditor('Pre-Kínder', 2027);
    await user.click(button(T.copyFrom(2026)));
    expect(await screen.findByText(T.copyDone(2026, 2027))).toBeTruthy();
    expect(api.writes()).toHaveLength(1);
    expect(unsavedWarning()?.textContent).toBe(T.unsavedLevels('Pre-Kínder 2026'));
  });

  it('keeps another year’s unsaved level when copying', async () => {
    const { user } = await loaded2026();
    await user.selectOptions(yearSelect(), '2027');
    const form = await findEditor('Pre-Kínder', 2027);
    await user.click(within(form).getByRole('button', { name: T.addItem }));
    await user.type(textInput(form, 0), 'Lápiz');
    await user.selectOptions(yearSelect(), '2026');
    await findEditor('Pre-Kínder', 2026);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(button(T.copyFrom(2025)));
    expect(await screen.findByText(T.copyDone(2025, 2026))).toBeTruthy();
    expect(unsavedWarning()?.textContent).toBe(T.unsavedLevels('Pre-Kínder 2027'));
    await user.selectOptions(yearSelect(), '2027');
    expect(shown(editor('Pre-Kínder', 2027))).toEqual(['Línea 1 de 1 · Útil | Lápiz | ']);
  });

  it('says the server’s refusal, or a general failure, and clears it on another year', async () => {
    const { api, user } = await loaded2026();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    api.answer(`POST ${API_PATHS.supplyCopy(2026, 2025)}`, () =>
      refusal(409, SUPPLY_MESSAGES.targetHasLines(2026)),
    );
    await user.click(button(T.copyFrom(2025)));
    expect((await screen.findByRole('alert')).textContent).toBe(
      SUPPLY_MESSAGES.targetHasLines(2026),
    );
    api.answer(
      `POST ${API_PATHS.supplyCopy(2026, 2025)}`,
      () => new Response(null, { status: 500 }),
    );
    await user.click(button(T.copyFrom(2025)));
    await waitFor(() => {
      expect(screen.getByRole('alert').textContent).toBe(T.failed);
    });
    expect(api.writes()).toHaveLength(2);
    // A new attempt clears the old message, even when it then sends nothing.
    confirm.mockReturnValue(false);
    await user.click(button(T.copyFrom(2025)));
    expect(screen.queryByRole('alert')).toBeNull();
    confirm.mockReturnValue(true);
    await user.click(button(T.copyFrom(2025)));
    await waitFor(() => {
      expect(screen.getByRole('alert').textContent).toBe(T.failed);
    });
    await user.selectOptions(yearSelect(), '2027');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('ends the session on a refused token (401) and says nothing else', async () => {
    const { api, user } = await loaded2026();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    api.answer(`POST ${API_PATHS.supplyCopy(2026, 2025)}`, () =>
      refusal(401, MESSAGES.unauthorized),
    );
    await user.click(button(T.copyFrom(2025)));
    await waitFor(() => {
      expect(session.getSessionSnapshot()).toEqual({ loggedIn: false, expired: true });
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(T.failed)).toBeNull();
  });

  it('sends one copy while one is running', async () => {
    const { api, user } = await loaded2026();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const release = api.hold(`POST ${API_PATHS.supplyCopy(2026, 2025)}`);
    await user.click(button(T.copyFrom(2025)));
    await waitFor(() => {
      expect(button(T.copyFrom(2025)).getAttribute('aria-disabled')).toBe('true');
    });
    await user.click(button(T.copyFrom(2025)));
    expect(api.writes()).toHaveLength(1);
    release();
    expect(await screen.findByText(T.copyDone(2025, 2026))).toBeTruthy();
    expect(button(T.copyFrom(2025)).getAttribute('aria-disabled')).toBeNull();
  });
});

describe('Útiles: publishing a year', () => {
  async function loaded2027() {
    const api = serveSupplies({ 2025: LIST_2025, 2026: LIST_2026, 2027: LIST_2025 });
    const rendered = renderSection();
    await findEditor('Pre-Kínder', 2026);
    await rendered.user.selectOptions(yearSelect(), '2027');
    const form = await findEditor('Pre-Kínder', 2027);
    return { api, form, ...rendered };
  }

  it('asks, publishes, says so, and shows the year as the one families see', async () => {
    const { api, user } = await loaded2027();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(button(T.publish(2027)));
    expect(confirm).toHaveBeenCalledExactlyOnceWith(T.publishConfirm(2027));
    const done = await screen.findByText(T.publishDone(2027));
    expect(done.getAttribute('role')).toBe('status');
    expect(done.className).toBe('box success');
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        path: API_PATHS.supplyPublished,
        body: { anio: 2027 },
        auth: `Bearer ${session.readToken() ?? ''}`,
      },
    ]);
    expect(await screen.findByText(T.yearStatusPublished(2027))).toBeTruthy();
    expect(queryButton(T.publish(2027))).toBeNull();
    expect(optionTexts(yearSelect())).toEqual([
      '2028=2028 (nuevo)',
      '2027=2027 (visible en el sitio)',
      '2026=2026',
      '2025=2025',
    ]);
  });

  it('sends nothing when told no', { tags: ['zone-free'] }, async () => {
    const { api, user } = await loaded2027();
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    await user.click(button(T.publish(2027)));
    expect(api.writes()).toEqual([]);
    expect(screen.queryByText(T.publishDone(2027))).toBeNull();
  });

  it('refuses while the year has unsaved changes', { tags: ['zone-free'] }, async () => {
    const { api, form, user } = await loaded2027();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.type(textInput(form, 1), 's');
    await user.click(button(T.publish(2027)));
    expect(screen.getByRole('alert').textContent).toBe(T.publishNeedsSave);
    expect(confirm).not.toHaveBeenCalled();
    expect(api.writes()).toEqual([]);
  });

  it(
    'says the server’s refusal, and nothing on a refused token (401)',
    { tags: ['zone-free'] },
    async () => {
      const { api, user } = await loaded2027();
      const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
      api.answer(`PUT ${API_PATHS.supplyPublished}`, () =>
        refusal(409, SUPPLY_MESSAGES.publishEmpty(2027)),
      );
      await user.click(button(T.publish(2027)));
      expect((await screen.findByRole('alert')).textContent).toBe(
        SUPPLY_MESSAGES.publishEmpty(2027),
      );
      api.answer(`PUT ${API_PATHS.supplyPublished}`, () => new Response('', { status: 502 }));
      await user.click(button(T.publish(2027)));
      await waitFor(() => {
        expect(screen.getByRole('alert').textContent).toBe(T.failed);
      });
      confirm.mockReturnValue(false);
      await user.click(button(T.publish(2027)));
      expect(screen.queryByRole('alert')).toBeNull();
      confirm.mockReturnValue(true);
      api.answer(`PUT ${API_PATHS.supplyPublished}`, () => refusal(401, MESSAGES.unauthorized));
      await user.click(button(T.publish(2027)));
      await waitFor(() => {
        expect(session.getSessionSnapshot()).toEqual({ loggedIn: false, expired: true });
      });
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.queryByText(T.publishDone(2027))).toBeNull();
      expect(api.writes()).toHaveLength(3);
    },
  );

  it('sends one publication while one is running', { tags: ['zone-free'] }, async () => {
    const { api, user } = await loaded2027();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const release = api.hold(`PUT ${API_PATHS.supplyPublished}`);
    await user.click(button(T.publish(2027)));
    await waitFor(() => {
      expect(button(T.publish(2027)).getAttribute('aria-disabled')).toBe('true');
    });
    await user.click(button(T.publish(2027)));
    expect(api.writes()).toHaveLength(1);
    release();
    expect(await screen.findByText(T.publishDone(2027))).toBeTruthy();
  });
});

describe('Útiles: a level’s lines', { tags: ['zone-free'] }, () => {
  it('shows each line with its fields, legends and buttons', async () => {
    const { form } = await loaded2026();
    const title = lineItem(form, 0);
    expect(title.className).toBe('line group');
    expect(lineItem(form, 1).className).toBe('line');
    expect(within(title).getByLabelText(T.textLabel('grupo'))).toHaveProperty('value', 'Material');
    expect(within(title).queryByLabelText(T.detailLabel)).toBeNull();
    const tijera = textInput(form, 1);
    expect(tijera.maxLength).toBe(SUPPLY_LIMITS.textMax * 2);
    expect(detailInput(form, 1).maxLength).toBe(SUPPLY_LIMITS.detailMax * 2);
    expect(tijera.getAttribute('aria-invalid')).toBeNull();
    expect(
      within(form)
        .getAllByRole('button')
        .map(
          (b) =>
            `${b.getAttribute('aria-label') ?? b.textContent}${b.getAttribute('aria-disabled') === 'true' ? ' (disabled)' : ''}`,
        ),
    ).toEqual([
      'Subir «Material» (disabled)',
      'Bajar «Material»',
      'Quitar «Material»',
      'Subir «Tijera»',
      'Bajar «Tijera»',
      'Quitar «Tijera»',
      'Subir «Pegamento»',
      'Bajar «Pegamento» (disabled)',
      'Quitar «Pegamento»',
      T.addItem,
      T.addGroup,
      T.save,
    ]);
    expect(button(T.moveUpLabel('Tijera')).textContent).toBe(T.moveUp);
    expect(button(T.moveDownLabel('Tijera')).textContent).toBe(T.moveDown);
    expect(button(T.removeLabel('Tijera')).textContent).toBe(T.remove);
    expect(button(T.save).getAttribute('type')).toBe('submit');
    expect(button(T.save).getAttribute('aria-disabled')).toBeNull();
    expect(button(T.addItem)).toHaveProperty('disabled', false);
    expect(screen.queryByText(T.unsaved)).toBeNull();
    expect(screen.queryByText(T.noLines)).toBeNull();
    expect(announcement(form)).toBe('');
  });

  it('marks the level unsaved as soon as it differs, and clean again when typed back', async () => {
    const { form, user } = await loaded2026();
    await user.type(detailInput(form, 1), '0');
    expect(shown(form)[1]).toBe('Línea 2 de 3 · Útil | Tijera | 10');
    expect(within(form).getByText(T.unsaved)).toBeTruthy();
    expect(button(T.discard)).toBeTruthy();
    const warning = unsavedWarning();
    expect(warning?.textContent).toBe(T.unsavedLevels('Pre-Kínder 2026'));
    expect(warning?.getAttribute('role')).toBeNull();
    expect(optionTexts(levelSelect())[0]).toBe('pre-kinder=Pre-Kínder (sin guardar)');
    expect(optionTexts(levelSelect())[1]).toBe('kinder=Kínder');

    await user.type(detailInput(form, 1), '{Backspace}');
    expect(screen.queryByText(T.unsaved)).toBeNull();
    expect(queryButton(T.discard)).toBeNull();
    expect(unsavedWarning()).toBeNull();
    expect(optionTexts(levelSelect())[0]).toBe('pre-kinder=Pre-Kínder');
  });

  it('keeps unsaved levels across level, year and remount, and lists them all', async () => {
    const { form, user, unmount } = await loaded2026();
    await user.type(textInput(form, 2), ' en barra');
    await user.selectOptions(levelSelect(), 'kinder');
    const kinder = editor('Kínder', 2026);
    await user.clear(detailInput(kinder, 0));
    expect(unsavedWarning()?.textContent).toBe(T.unsavedLevels('Pre-Kínder 2026, Kínder 2026'));
    expect(optionTexts(levelSelect()).slice(0, 3)).toEqual([
      'pre-kinder=Pre-Kínder (sin guardar)',
      'kinder=Kínder (sin guardar)',
      '1-basico=1º Básico',
    ]);
    // The other year's level names are its own.
    await user.selectOptions(yearSelect(), '2025');
    await findEditor('Kínder', 2025);
    expect(optionTexts(levelSelect()).slice(0, 2)).toEqual([
      'pre-kinder=Pre-Kínder',
      'kinder=Kínder',
    ]);

    unmount();
    renderSection();
    const again = await findEditor('Pre-Kínder', 2026);
    expect(shown(again)[2]).toBe('Línea 3 de 3 · Útil | Pegamento en barra | ');
    expect(unsavedWarning()?.textContent).toBe(T.unsavedLevels('Pre-Kínder 2026, Kínder 2026'));
    expect(within(again).getByText(T.unsaved)).toBeTruthy();
  });

  it('keeps a loaded line’s field, and its focus, when the section renders again', async () => {
    const { form, user, rerender } = await loaded2026();
    const field = textInput(form, 1);
    await user.click(field);
    rerender(<SuppliesPanelSection />);
    expect(textInput(form, 1)).toBe(field);
    expect(document.activeElement).toBe(field);
  });

  it('moves a line down and up, announces its position, and keeps the focus on its button', async () => {
    const { form, user } = await loaded2026();
    await user.click(button(T.moveDownLabel('Tijera')));
    expect(shown(form)).toEqual([
      'Línea 1 de 3 · Título de grupo | Material',
      'Línea 2 de 3 · Útil | Pegamento | ',
      'Línea 3 de 3 · Útil | Tijera | 1',
    ]);
    expect(announcement(form)).toBe(T.moved('Tijera', 3));
    const down = button(T.moveDownLabel('Tijera'));
    expect(document.activeElement).toBe(down);
    expect(down.getAttribute('aria-disabled')).toBe('true');
    expect(within(form).getByText(T.unsaved)).toBeTruthy();

    await user.click(button(T.moveUpLabel('Pegamento')));
    expect(shown(form)).toEqual([
      'Línea 1 de 3 · Útil | Pegamento | ',
      'Línea 2 de 3 · Título de grupo | Material',
      'Línea 3 de 3 · Útil | Tijera | 1',
    ]);
    expect(announcement(form)).toBe(T.moved('Pegamento', 1));
    expect(document.activeElement).toBe(button(T.moveUpLabel('Pegamento')));
    expect(button(T.moveUpLabel('Pegamento')).getAttribute('aria-disabled')).toBe('true');
    expect(button(T.moveDownLabel('Tijera')).getAttribute('aria-disabled')).toBe('true');
    expect(button(T.moveUpLabel('Material')).getAttribute('aria-disabled')).toBeNull();
  });

  it('puts the focus on the moved line’s button even when it was pressed without focus', async () => {
    // A screen reader's browse mode clicks without focusing, and a browser drops the focus of a
    // node that the reorder moves: the editor focuses the button itself.
    const { form } = await loaded2026();
    textInput(form, 0).focus();
    fireEvent.click(button(T.moveDownLabel('Tijera')));
    expect(shown(form).map((row) => row.split(' | ')[1])).toEqual([
      'Material',
      'Pegamento',
      'Tijera',
    ]);
    expect(document.activeElement).toBe(button(T.moveDownLabel('Tijera')));
    textInput(form, 0).focus();
    fireEvent.click(button(T.moveUpLabel('Pegamento')));
    expect(shown(form).map((row) => row.split(' | ')[1])).toEqual([
      'Pegamento',
      'Material',
      'Tijera',
    ]);
    expect(document.activeElement).toBe(button(T.moveUpLabel('Pegamento')));
  });

  it('moves a line up into the middle', async () => {
    const { form, user } = await loaded2026();
    await user.click(button(T.moveUpLabel('Pegamento')));
    expect(shown(form).map((row) => row.split(' | ')[1])).toEqual([
      'Material',
      'Pegamento',
      'Tijera',
    ]);
    expect(announcement(form)).toBe(T.moved('Pegamento', 2));
    expect(document.activeElement).toBe(button(T.moveUpLabel('Pegamento')));
  });

  it('does nothing for "Subir" on the first line or "Bajar" on the last', async () => {
    const { form, user } = await loaded2026();
    await user.click(button(T.moveUpLabel('Material')));
    await user.click(button(T.moveDownLabel('Pegamento')));
    expect(shown(form).map((row) => row.split(' | ')[1])).toEqual([
      'Material',
      'Tijera',
      'Pegamento',
    ]);
    expect(announcement(form)).toBe('');
    expect(screen.queryByText(T.unsaved)).toBeNull();
    expect(unsavedWarning()).toBeNull();
  });

  it('removes a line, announces it, and moves the focus to the next line, else the previous', async () => {
    const { form, user } = await loaded2026();
    await user.click(button(T.removeLabel('Tijera')));
    expect(shown(form)).toEqual([
      'Línea 1 de 2 · Título de grupo | Material',
      'Línea 2 de 2 · Útil | Pegamento | ',
    ]);
    expect(announcement(form)).toBe(T.removed('Tijera'));
    expect(document.activeElement).toBe(textInput(form, 1));
    expect(within(form).getByText(T.unsaved)).toBeTruthy();

    await user.click(button(T.removeLabel('Pegamento')));
    expect(announcement(form)).toBe(T.removed('Pegamento'));
    expect(document.activeElement).toBe(textInput(form, 0));

    await user.click(button(T.removeLabel('Material')));
    expect(shown(form)).toEqual([]);
    expect(within(form).getByText(T.noLines)).toBeTruthy();
    expect(announcement(form)).toBe(T.removed('Material'));
    expect(document.activeElement).toBe(button(T.addItem));
  });

  it('adds a supply or a group title at the end, focused, named "línea sin texto" until typed', async () => {
    const { form, user } = await loaded2026();
    await user.click(button(T.addItem));
    expect(shown(form)).toEqual([
      'Línea 1 de 4 · Título de grupo | Material',
      'Línea 2 de 4 · Útil | Tijera | 1',
      'Línea 3 de 4 · Útil | Pegamento | ',
      'Línea 4 de 4 · Útil |  | ',
    ]);
    expect(document.activeElement).toBe(textInput(form, 3));
    expect(button(T.moveUpLabel(T.emptyLineName))).toBeTruthy();
    expect(button(T.moveDownLabel('Pegamento')).getAttribute('aria-disabled')).toBeNull();
    expect(announcement(form)).toBe('');

    await user.click(button(T.addGroup));
    expect(shown(form)[4]).toBe('Línea 5 de 5 · Título de grupo | ');
    expect(lineItem(form, 4).className).toBe('line group');
    expect(document.activeElement).toBe(textInput(form, 4));
    await user.keyboard('Higiene');
    expect(button(T.removeLabel('Higiene'))).toBeTruthy();
    // The focus moved once: typing elsewhere afterwards stays where it is typed.
    await user.type(detailInput(form, 3), 'dos');
    expect(detailInput(form, 3).value).toBe('dos');
    expect(document.activeElement).toBe(detailInput(form, 3));
    expect(textInput(form, 4).value).toBe('Higiene');
    expect(
      within(form).getAllByRole('button', { name: T.removeLabel(T.emptyLineName) }),
    ).toHaveLength(1);
  });

  it('stops adding at the most lines a level may have', async () => {
    const many = Array.from({ length: SUPPLY_LIMITS.linesMax - 1 }, (_, i) =>
      item(`Útil ${String(i + 1)}`),
    );
    serveSupplies({ 2026: { 'pre-kinder': many } });
    const user = userEvent.setup();
    testing.renderWithQuery(<SuppliesPanelSection />);
    const form = await findEditor('Pre-Kínder', 2026);
    expect(within(form).getByRole('button', { name: T.addItem })).toHaveProperty('disabled', false);
    await user.click(within(form).getByRole('button', { name: T.addGroup }));
    expect(within(form).getAllByRole('listitem')).toHaveLength(SUPPLY_LIMITS.linesMax);
    expect(within(form).getByRole('button', { name: T.addItem })).toHaveProperty('disabled', true);
    expect(within(form).getByRole('button', { name: T.addGroup })).toHaveProperty('disabled', true);
  });
});

describe('Útiles: saving a level', { tags: ['zone-free'] }, () => {
  it('sends the whole list trimmed, with the version it started from, and says it is saved', async () => {
    const { api, form, user } = await loaded2026();
    await user.type(textInput(form, 2), '  en barra ');
    await user.type(detailInput(form, 2), '   ');
    await user.click(button(T.addGroup));
    await user.keyboard('  Higiene  ');
    await user.click(button(T.addItem));
    await user.keyboard('Toalla');
    await user.type(detailInput(form, 4), ' azul ');
    const yearsBefore = api.count('GET', API_PATHS.supplyYears);
    await user.click(button(T.save));

    const done = await within(form).findByText(T.saved('Pre-Kínder'));
    expect(done.getAttribute('role')).toBe('status');
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        path: API_PATHS.supplyLevel(2026, 'pre-kinder'),
        body: {
          lineas: [
            { tipo: 'grupo', texto: 'Material' },
            { tipo: 'util', texto: 'Tijera', detalle: '1' },
            { tipo: 'util', texto: 'Pegamento  en barra' },
            { tipo: 'grupo', texto: 'Higiene' },
            { tipo: 'util', texto: 'Toalla', detalle: 'azul' },
          ],
          version: 1,
        },
        auth: `Bearer ${session.readToken() ?? ''}`,
      },
    ]);
    expect(shown(form)).toEqual([
      'Línea 1 de 5 · Título de grupo | Material',
      'Línea 2 de 5 · Útil | Tijera | 1',
      'Línea 3 de 5 · Útil | Pegamento  en barra | ',
      'Línea 4 de 5 · Título de grupo | Higiene',
      'Línea 5 de 5 · Útil | Toalla | azul',
    ]);
    expect(screen.queryByText(T.unsaved)).toBeNull();
    expect(queryButton(T.discard)).toBeNull();
    expect(unsavedWarning()).toBeNull();
    expect(optionTexts(levelSelect())[0]).toBe('pre-kinder=Pre-Kínder');
    await waitFor(() => {
      expect(api.count('GET', API_PATHS.supplyYears)).toBe(yearsBefore + 1);
    });
    // The year itself is not asked again: the saved level took its place in the cache.
    expect(api.count('GET', API_PATHS.supplyYear(2026))).toBe(1);

    // A second save starts from the new version; a new edit hides "saved".
    await user.type(textInput(form, 1), 's{Backspace}');
    expect(within(form).queryByText(T.saved('Pre-Kínder'))).toBeNull();
    expect(screen.queryByText(T.unsaved)).toBeNull();
    await user.type(textInput(form, 1), 's');
    await user.click(button(T.save));
    await within(form).findByText(T.saved('Pre-Kínder'));
    expect(api.writes()[1]?.body).toEqual(expect.objectContaining({ version: 2 }));

    // Saving again replaces the old "saved" with what happens now.
    api.answer(
      `PUT ${API_PATHS.supplyLevel(2026, 'pre-kinder')}`,
      () => new Response(null, { status: 503 }),
    );
    await user.click(button(T.save));
    await waitFor(() => {
      expect(within(form).getByRole('alert').textContent).toBe(T.failed);
    });
    expect(within(form).queryByText(T.saved('Pre-Kínder'))).toBeNull();
  });

  it('saves with Enter in a field', async () => {
    const { api, form, user } = await loaded2026();
    const submits: boolean[] = [];
    const onSubmit = (event: Event) => {
      submits.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('submit', onSubmit);
    await user.type(textInput(form, 0), ' escolar{Enter}');
    document.removeEventListener('submit', onSubmit);
    // The section handled the submission itself: the browser never leaves the page.
    expect(submits).toEqual([true]);
    await within(form).findByText(T.saved('Pre-Kínder'));
    expect(api.writes()).toHaveLength(1);
    expect(api.writes()[0]?.body).toEqual(
      expect.objectContaining({
        lineas: expect.arrayContaining([{ tipo: 'grupo', texto: 'Material escolar' }]) as unknown,
      }),
    );
  });

  it('says it is saving and sends once while the save runs', async () => {
    const { api, form, user } = await loaded2026();
    await user.type(textInput(form, 1), 's');
    const release = api.hold(`PUT ${API_PATHS.supplyLevel(2026, 'pre-kinder')}`);
    await user.click(button(T.save));
    const saving = await within(form).findByRole('button', { name: T.saving });
    expect(saving.getAttribute('aria-disabled')).toBe('true');
    await user.click(saving);
    expect(api.writes()).toHaveLength(1);
    release();
    expect(await within(form).findByText(T.saved('Pre-Kínder'))).toBeTruthy();
    expect(button(T.save).getAttribute('aria-disabled')).toBeNull();
  });

  it('keeps what is typed while a save is under way, as unsaved changes over the saved version', async () => {
    const { api, form, user } = await loaded2026();
    await user.type(textInput(form, 1), 's');
    const release = api.hold(`PUT ${API_PATHS.supplyLevel(2026, 'pre-kinder')}`);
    await user.click(button(T.save));
    await within(form).findByRole('button', { name: T.saving });
    await user.type(textInput(form, 2), ' en barra');
    release();
    await within(form).findByRole('button', { name: T.save });
    expect(textInput(form, 1).value).toBe('Tijeras');
    expect(textInput(form, 2).value).toBe('Pegamento en barra');
    expect(within(form).getByText(T.unsaved)).toBeTruthy();
    expect(within(form).queryByText(T.saved('Pre-Kínder'))).toBeNull();
    // Unsaved means "differs from what was saved": undone, the edit leaves nothing unsaved.
    await user.type(textInput(form, 2), '{Backspace}'.repeat(' en barra'.length));
    expect(within(form).queryByText(T.unsaved)).toBeNull();
    await user.type(textInput(form, 2), ' en barra');
    expect(within(form).getByText(T.unsaved)).toBeTruthy();
    // Saved again over the version the first save made: no conflict, both edits stored.
    await user.click(button(T.save));
    await within(form).findByText(T.saved('Pre-Kínder'));
    expect(api.writes().map((call) => call.body)).toEqual([
      {
        lineas: [group('Material'), item('Tijeras', '1'), item('Pegamento')],
        version: 1,
      },
      {
        lineas: [group('Material'), item('Tijeras', '1'), item('Pegamento en barra')],
        version: 2,
      },
    ]);
    expect(within(form).queryByText(T.unsaved)).toBeNull();
  });

  it('checks every line before sending, marks each, and focuses the first field in error', async () => {
    const { api, form, user } = await loaded2026();
    // Line 2: a detail too long; line 3: text emptied; line 4 (new): nothing typed.
    await user.click(detailInput(form, 1));
    await user.paste('x'.repeat(SUPPLY_LIMITS.detailMax + 1));
    await user.clear(textInput(form, 2));
    await user.click(button(T.addItem));
    await user.click(button(T.save));

    expect(api.writes()).toEqual([]);
    expect(within(form).getByRole('alert').textContent).toBe(T.fixErrors);
    expect(document.activeElement).toBe(detailInput(form, 1));
    const invalid = within(form)
      .getAllByRole('textbox')
      .filter((input) => input.getAttribute('aria-invalid') === 'true');
    expect(invalid).toEqual([detailInput(form, 1), textInput(form, 2), textInput(form, 3)]);
    expect(within(lineItem(form, 1)).getByText(SUPPLY_MESSAGES.detailTooLong)).toBeTruthy();
    expect(within(lineItem(form, 2)).getByText(T.textRequired)).toBeTruthy();
    expect(within(lineItem(form, 3)).getByText(T.textRequired)).toBeTruthy();

    // Typing in a field clears its error, and only its own.
    await user.type(textInput(form, 2), 'Goma');
    expect(textInput(form, 2).getAttribute('aria-invalid')).toBeNull();
    expect(within(lineItem(form, 2)).queryByText(T.textRequired)).toBeNull();
    expect(within(lineItem(form, 3)).getByText(T.textRequired)).toBeTruthy();
    expect(detailInput(form, 1).getAttribute('aria-invalid')).toBe('true');
  });

  it('focuses the text of the first line in error when it has both errors', async () => {
    const { api, form, user } = await loaded2026();
    await user.clear(textInput(form, 1));
    await user.click(detailInput(form, 1));
    await user.paste('y'.repeat(SUPPLY_LIMITS.detailMax));
    await user.click(button(T.save));
    expect(api.writes()).toEqual([]);
    expect(document.activeElement).toBe(textInput(form, 1));
    expect(within(lineItem(form, 1)).getByText(SUPPLY_MESSAGES.detailTooLong)).toBeTruthy();
    expect(within(lineItem(form, 1)).getByText(T.textRequired)).toBeTruthy();

    await user.type(textInput(form, 1), 'Tijera');
    expect(within(lineItem(form, 1)).queryByText(T.textRequired)).toBeNull();
    expect(within(lineItem(form, 1)).getByText(SUPPLY_MESSAGES.detailTooLong)).toBeTruthy();
  });

  it('puts the server’s refusal beside the line it names, and keeps the edits', async () => {
    const { api, form, user } = await loaded2026();
    const path = API_PATHS.supplyLevel(2026, 'pre-kinder');
    api.answer(`PUT ${path}`, () => refusal(400, SUPPLY_MESSAGES.textTooLong, 'lineas.2.texto'));
    await user.type(textInput(form, 2), ' extra');
    await user.click(button(T.save));
    await waitFor(() => {
      expect(textInput(form, 2).getAttribute('aria-invalid')).toBe('true');
    });
    expect(within(lineItem(form, 2)).getByText(SUPPLY_MESSAGES.textTooLong)).toBeTruthy();
    expect(within(form).getByRole('alert').textContent).toBe(SUPPLY_MESSAGES.textTooLong);
    expect(textInput(form, 1).getAttribute('aria-invalid')).toBeNull();
    expect(textInput(form, 2).value).toBe('Pegamento extra');
    expect(within(form).getByText(T.unsaved)).toBeTruthy();
    expect(within(form).queryByText(T.saved('Pre-Kínder'))).toBeNull();

    // The next save starts without the old marks.
    api.answer(`PUT ${path}`, () => refusal(409, SUPPLY_MESSAGES.staleLevel('Pre-Kínder')));
    await user.click(button(T.save));
    await waitFor(() => {
      expect(within(form).getByRole('alert').textContent).toBe(
        SUPPLY_MESSAGES.staleLevel('Pre-Kínder'),
      );
    });
    expect(textInput(form, 2).getAttribute('aria-invalid')).toBeNull();
    expect(within(form).queryByText(SUPPLY_MESSAGES.textTooLong)).toBeNull();

    // A save that then succeeds leaves no failure behind.
    api.stopAnswering(`PUT ${path}`);
    await user.click(button(T.save));
    await within(form).findByText(T.saved('Pre-Kínder'));
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(api.writes()).toHaveLength(3);
  });

  it('says a refusal about no line, or a failure without words, above the save button', async () => {
    const { api, form, user } = await loaded2026();
    const path = API_PATHS.supplyLevel(2026, 'pre-kinder');
    // Someone else saved the level meanwhile: the version sent is stale.
    api.setLines(2026, 'pre-kinder', [item('Otra cosa')]);
    await user.type(textInput(form, 1), 's');
    await user.click(button(T.save));
    await waitFor(() => {
      expect(within(form).getByRole('alert').textContent).toBe(
        SUPPLY_MESSAGES.staleLevel('Pre-Kínder'),
      );
    });
    expect(
      within(form)
        .getAllByRole('textbox')
        .filter((input) => input.getAttribute('aria-invalid') === 'true'),
    ).toEqual([]);
    expect(textInput(form, 1).value).toBe('Tijeras');

    api.answer(`PUT ${path}`, () => new Response(null, { status: 503 }));
    await user.click(button(T.save));
    await waitFor(() => {
      expect(within(form).getByRole('alert').textContent).toBe(T.failed);
    });
    expect(api.writes()).toHaveLength(2);
  });

  it('ends the session on a refused token (401) and keeps the edits', async () => {
    const { api, form, user } = await loaded2026();
    api.answer(`PUT ${API_PATHS.supplyLevel(2026, 'pre-kinder')}`, () =>
      refusal(401, MESSAGES.unauthorized),
    );
    await user.type(textInput(form, 1), 's');
    await user.click(button(T.save));
    await waitFor(() => {
      expect(session.getSessionSnapshot()).toEqual({ loggedIn: false, expired: true });
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(textInput(form, 1).value).toBe('Tijeras');
    expect(unsavedWarning()?.textContent).toBe(T.unsavedLevels('Pre-Kínder 2026'));
  });
});

describe('Útiles: after a save', { tags: ['zone-free'] }, () => {
  it('follows what is stored when the year is read again (another administrator’s later save)', async () => {
    const api = serveSupplies({ 2025: LIST_2025, 2026: LIST_2026, 2027: LIST_2025 });
    const { user } = renderSection();
    await findEditor('Pre-Kínder', 2026);
    await user.selectOptions(yearSelect(), '2027');
    const form = await findEditor('Pre-Kínder', 2027);
    await user.type(textInput(form, 1), 's');
    await user.click(button(T.save));
    await within(form).findByText(T.saved('Pre-Kínder'));
    // Someone else saves the level; publishing reads the year again.
    api.setLines(2027, 'pre-kinder', [item('Toallas', 'con elástico'), item('Jabón')]);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(button(T.publish(2027)));
    await screen.findByText(T.publishDone(2027));
    await waitFor(() => {
      expect(shown(editor('Pre-Kínder', 2027))).toEqual([
        'Línea 1 de 2 · Útil | Toallas | con elástico',
        'Línea 2 de 2 · Útil | Jabón | ',
      ]);
    });
    expect(screen.queryByText(T.unsaved)).toBeNull();
    expect(unsavedWarning()).toBeNull();
  });

  it('saves a level left as it was, over its version', async () => {
    const { api, form, user } = await loaded2026();
    await user.click(button(T.save));
    await within(form).findByText(T.saved('Pre-Kínder'));
    expect(api.writes().map((call) => call.body)).toEqual([
      { lineas: [group('Material'), item('Tijera', '1'), item('Pegamento')], version: 1 },
    ]);
    expect(shown(form)).toHaveLength(3);
    expect(unsavedWarning()).toBeNull();
  });
});

describe('Útiles: the look of the controls', { tags: ['zone-free'] }, () => {
  it('styles each button and field by its role', async () => {
    const { form, user } = await loaded2026();
    expect(button(T.copyFrom(2025)).className).toBe('button-secondary');
    expect(button(T.addItem).className).toBe('button-secondary');
    expect(button(T.addGroup).className).toBe('button-secondary');
    expect(button(T.save).className).toBe('button-primary');
    expect(button(T.moveUpLabel('Tijera')).className).toBe('lineButton');
    expect(button(T.moveDownLabel('Tijera')).className).toBe('lineButton');
    expect(button(T.removeLabel('Tijera')).className).toBe('lineButton remove');
    expect(textInput(form, 1).parentElement?.className).toBe('field textField');
    expect(detailInput(form, 1).parentElement?.className).toBe('field detailField');
    await user.type(textInput(form, 1), 's');
    expect(button(T.discard).className).toBe('button-secondary');
  });
});

describe('Útiles: discarding', { tags: ['zone-free'] }, () => {
  it('goes back to what is stored now, clearing errors, and asks the server again', async () => {
    const { api, form, user } = await loaded2026();
    await user.clear(textInput(form, 1));
    await user.click(button(T.save));
    expect(within(form).getByRole('alert').textContent).toBe(T.fixErrors);
    api.setLines(2026, 'pre-kinder', [item('Tijera', '2'), item('Pegamento')]);
    await user.click(button(T.discard));

    await waitFor(() => {
      expect(shown(form)).toEqual([
        'Línea 1 de 2 · Útil | Tijera | 2',
        'Línea 2 de 2 · Útil | Pegamento | ',
      ]);
    });
    expect(api.count('GET', API_PATHS.supplyYear(2026))).toBe(2);
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(within(form).queryByText(T.textRequired)).toBeNull();
    expect(
      within(form)
        .getAllByRole('textbox')
        .filter((input) => input.getAttribute('aria-invalid') === 'true'),
    ).toEqual([]);
    expect(screen.queryByText(T.unsaved)).toBeNull();
    expect(unsavedWarning()).toBeNull();
    expect(api.writes()).toEqual([]);
  });

  it('clears the marks when the stored lines are unchanged too', async () => {
    const { api, form, user } = await loaded2026();
    await user.clear(textInput(form, 1));
    await user.click(button(T.save));
    expect(textInput(form, 1).getAttribute('aria-invalid')).toBe('true');
    await user.click(button(T.discard));
    await waitFor(() => {
      expect(api.count('GET', API_PATHS.supplyYear(2026))).toBe(2);
    });
    expect(shown(form)).toEqual([
      'Línea 1 de 3 · Título de grupo | Material',
      'Línea 2 de 3 · Útil | Tijera | 1',
      'Línea 3 de 3 · Útil | Pegamento | ',
    ]);
    expect(textInput(form, 1).getAttribute('aria-invalid')).toBeNull();
    expect(within(form).queryByText(T.textRequired)).toBeNull();
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('discards only this level', async () => {
    const { form, user } = await loaded2026();
    await user.type(textInput(form, 1), 's');
    await user.selectOptions(levelSelect(), 'kinder');
    const kinder = editor('Kínder', 2026);
    await user.type(textInput(kinder, 0), 's');
    await user.click(button(T.discard));
    expect(unsavedWarning()?.textContent).toBe(T.unsavedLevels('Pre-Kínder 2026'));
    await waitFor(() => {
      expect(shown(kinder)).toEqual(['Línea 1 de 1 · Útil | Cuaderno | rojo']);
    });
    await user.selectOptions(levelSelect(), 'pre-kinder');
    expect(textInput(editor('Pre-Kínder', 2026), 1).value).toBe('Tijeras');
  });
});

describe('Útiles: leaving with unsaved changes', { tags: ['zone-free'] }, () => {
  /** Clicks a link as a person would; true when something prevented its navigation. */
  function clickLink(href: string, inner = false): boolean {
    const link = document.createElement('a');
    link.href = href;
    const target = inner ? link.appendChild(document.createElement('span')) : link;
    document.body.append(link);
    let prevented = false;
    // The link's own handler, as the router's: it must see what the section decided. It then
    // keeps jsdom from navigating.
    link.addEventListener('click', (event) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    });
    fireEvent.click(target);
    link.remove();
    return prevented;
  }
  const unload = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));

  it('asks nothing while nothing is unsaved', async () => {
    await loaded2026();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    expect(unload()).toBe(false);
    expect(clickLink('/noticias')).toBe(false);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks before a reload or a link to another page, and stays when told no', async () => {
    const { form, user } = await loaded2026();
    await user.type(textInput(form, 1), 's');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    expect(unload()).toBe(true);
    expect(clickLink('/noticias')).toBe(true);
    expect(confirm).toHaveBeenCalledExactlyOnceWith(T.leaveWarning);
    // A click inside the link counts as the link's.
    expect(clickLink('/contacto', true)).toBe(true);
    expect(confirm).toHaveBeenCalledTimes(2);

    confirm.mockReturnValue(true);
    expect(clickLink('/noticias')).toBe(false);
    expect(confirm).toHaveBeenCalledTimes(3);
  });

  it('lets through a link to this same page, a click on no link, or one already handled', async () => {
    const { form, user } = await loaded2026();
    await user.type(textInput(form, 1), 's');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    expect(clickLink(`${window.location.pathname}#utiles`)).toBe(false);
    fireEvent.click(document.body);
    const handled = (event: Event) => {
      event.preventDefault();
    };
    window.addEventListener('click', handled, true);
    expect(clickLink('/noticias')).toBe(true);
    window.removeEventListener('click', handled, true);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('stops asking once saved, or when the section is gone', async () => {
    const { form, user, unmount } = await loaded2026();
    await user.type(textInput(form, 1), 's');
    await user.click(button(T.save));
    await within(form).findByText(T.saved('Pre-Kínder'));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    expect(unload()).toBe(false);
    expect(clickLink('/noticias')).toBe(false);

    await user.type(textInput(form, 1), 's');
    expect(unload()).toBe(true);
    unmount();
    expect(unload()).toBe(false);
    expect(clickLink('/noticias')).toBe(false);
    expect(confirm).not.toHaveBeenCalled();
  });
});
