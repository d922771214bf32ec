import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  calendarEvent,
  newsItem,
  serveTranslations,
  storedNotice,
} from '../../components/admin/translations/translations.test-support.ts';
import { logInForTests, renderWithQuery, resetSession } from '../../lib/testing.test-support.ts';
import { installDialogPolyfill } from '../../test/dialog-polyfill.ts';
import { countPendingTranslations, pendingEventDays } from './pending-translations.ts';
import { PendingTranslationsSection } from './pending-translations-section.tsx';

// The panel's "Traducciones pendientes" against the API faked at the network edge: exactly the
// texts with a language missing or outdated are listed, each with its state and its editor.

const UP_TO_DATE = { desactualizada: false } as const;
const OUTDATED = { desactualizada: true } as const;
const fr = (state: { desactualizada: boolean }) => ({
  fr: { titulo: 'Titre', descripcion: 'Texte.', ...state },
});
const en = (state: { desactualizada: boolean }) => ({
  en: { titulo: 'Title', descripcion: 'Text.', ...state },
});

const NEWS = [
  newsItem({ id: 1, titulo: 'Feria científica', traducciones: {} }),
  newsItem({
    id: 2,
    titulo: 'Cuenta pública',
    traducciones: { ...fr(UP_TO_DATE), ...en(UP_TO_DATE) },
  }),
  newsItem({
    id: 3,
    titulo: 'Día del libro',
    estado: 'borrador',
    traducciones: { ...fr(OUTDATED), ...en(UP_TO_DATE) },
  }),
  newsItem({ id: 4, titulo: 'Olimpiadas de matemática', traducciones: { ...fr(UP_TO_DATE) } }),
];
const EVENTS = [
  calendarEvent({ id: 7, titulo: 'Reunión de apoderados', traducciones: { ...en(OUTDATED) } }),
  calendarEvent({
    id: 8,
    titulo: 'Acto del 21 de mayo',
    traducciones: { ...fr(UP_TO_DATE), ...en(UP_TO_DATE) },
  }),
];

function renderSection() {
  const user = userEvent.setup();
  renderWithQuery(<PendingTranslationsSection />);
  return { user };
}

const part = (name: string) => screen.getByRole('region', { name });
/** Each entry of a part: its name, then its state in each language. */
const entries = (name: string) =>
  within(part(name))
    .queryAllByRole('listitem')
    .map((item) => [
      item.querySelector('p')?.textContent,
      within(item).getByText(/^Francés: /).parentElement?.textContent,
    ]);

beforeEach(() => {
  installDialogPolyfill();
  logInForTests();
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  resetSession();
});

describe('Traducciones pendientes', () => {
  it('lists exactly the texts with a language missing or outdated', async () => {
    serveTranslations({
      news: NEWS,
      events: EVENTS,
      notice: storedNotice({ traducciones: { fr: { texto: 'Pas de cours.', ...OUTDATED } } }),
    });
    renderSection();
    await waitFor(() => {
      expect(within(part('Noticias')).queryAllByRole('listitem')).not.toHaveLength(0);
    });
    expect(entries('Noticias')).toEqual([
      ['Feria científica', 'Francés: falta · Inglés: falta'],
      ['Día del libroBorrador', 'Francés: desactualizada · Inglés: al día'],
      ['Olimpiadas de matemática', 'Francés: al día · Inglés: falta'],
    ]);
    await waitFor(() => {
      expect(entries('Eventos del calendario')).toEqual([
        ['Reunión de apoderados', 'Francés: falta · Inglés: desactualizada'],
      ]);
    });
    await waitFor(() => {
      expect(entries('Aviso')).toEqual([
        [
          'Mañana no hay clases por el paro de transporte.',
          'Francés: desactualizada · Inglés: falta',
        ],
      ]);
    });
    // Each with its editor.
    expect(
      within(part('Noticias'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Traducciones de «Feria científica»',
      'Traducciones de «Día del libro»',
      'Traducciones de «Olimpiadas de matemática»',
    ]);
    expect(within(part('Aviso')).getByRole('button').textContent).toBe('Traducciones');
  });

  it('says so when nothing waits', async () => {
    serveTranslations({
      news: [NEWS[1] ?? newsItem()],
      events: [EVENTS[1] ?? calendarEvent()],
      notice: storedNotice({
        traducciones: {
          fr: { texto: 'Pas de cours.', ...UP_TO_DATE },
          en: { texto: 'No classes.', ...UP_TO_DATE },
        },
      }),
    });
    renderSection();
    await screen.findByText('Todas las noticias tienen sus traducciones al día.');
    await screen.findByText('Todos los eventos tienen sus traducciones al día.');
    await screen.findByText('El aviso tiene sus traducciones al día.');
    expect(screen.queryAllByRole('listitem')).toEqual([]);
  });

  it('says there is no notice when none is stored', async () => {
    serveTranslations({ notice: null });
    renderSection();
    expect(await within(part('Aviso')).findByText('No hay ningún aviso guardado.')).toBeTruthy();
  });

  it('opens a text’s editor; once translated, the text leaves the list and the editor stays', async () => {
    const api = serveTranslations({ news: NEWS, events: EVENTS, notice: null });
    const { user } = renderSection();
    await user.click(
      await within(part('Eventos del calendario')).findByRole('button', {
        name: 'Traducciones de «Reunión de apoderados»',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Traducciones de «Reunión de apoderados»' });
    const french = within(dialog).getByRole('form', { name: 'Francés' });
    await user.type(within(french).getByLabelText('Título en francés'), 'Réunion des parents');
    await user.click(within(french).getByRole('button', { name: 'Guardar traducción al francés' }));
    await waitFor(() => {
      expect(entries('Eventos del calendario')).toEqual([
        ['Reunión de apoderados', 'Francés: al día · Inglés: desactualizada'],
      ]);
    });

    const english = within(dialog).getByRole('form', { name: 'Inglés' });
    await user.click(within(english).getByRole('button', { name: 'Guardar traducción al inglés' }));
    await screen.findByText('Todos los eventos tienen sus traducciones al día.');
    expect(within(english).getByRole('status').textContent).toBe('Traducción al inglés guardada.');
    expect(api.writes().map((call) => call.path)).toEqual([
      '/api/calendar/events/7/traducciones/fr',
      '/api/calendar/events/7/traducciones/en',
    ]);

    // Its button is gone: closing gives the focus to the part's heading.
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(
      within(part('Eventos del calendario')).getByRole('heading', {
        name: 'Eventos del calendario',
      }),
    );
  });
});

describe('the count beside the section’s name', () => {
  it('counts the texts that wait (not their languages)', async () => {
    const api = serveTranslations({
      news: NEWS,
      events: EVENTS,
      notice: storedNotice({ traducciones: {} }),
    });
    await expect(countPendingTranslations()).resolves.toBe(5);
    const [desde, hasta] = pendingEventDays('2026-03-02');
    expect([desde, hasta]).toEqual(['2025-12-02', '2027-03-02']);
    expect(api.calls.map((call) => call.path.split('?')[0])).toEqual([
      '/api/news',
      '/api/calendar/events',
      '/api/notice',
    ]);
    expect(api.calls.every((call) => call.auth?.startsWith('Bearer '))).toBe(true);
  });
});
