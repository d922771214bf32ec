import { CALENDAR_API_PATHS } from '@lbj/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  calendarEvent,
  serveTranslations,
} from '../../../components/admin/translations/translations.test-support.ts';
import { logInForTests, renderWithQuery, resetSession } from '../../../lib/testing.test-support.ts';
import { installDialogPolyfill } from '../../../test/dialog-polyfill.ts';
import { CalendarPanelSection } from './calendar-panel-section.tsx';

// An event's translations from the panel's "Calendario": the state beside each event, and the
// editor that the event's "Traducciones" opens, against the API faked at the network edge. The
// texts are written out in full: they are what staff read.

const TITLE = 'Reunión de apoderados';

function renderSection() {
  const user = userEvent.setup();
  renderWithQuery(<CalendarPanelSection />);
  return { user };
}

/** The event's entry in the list of events. */
const row = async () =>
  (await within(await screen.findByRole('region', { name: 'Eventos' })).findByText(TITLE)).closest(
    'li',
  ) as HTMLElement;
/** The badges beside it: "Francés: … · Inglés: …". */
const statesIn = (scope: HTMLElement) =>
  within(scope).getByText(/^Francés: /).parentElement?.textContent;
const dialog = () => screen.getByRole('dialog', { name: `Traducciones de «${TITLE}»` });
const languageForm = (name: 'Francés' | 'Inglés') => within(dialog()).getByRole('form', { name });
const stateOf = (name: 'Francés' | 'Inglés') =>
  within(languageForm(name)).getByText(/^Estado: /).textContent;

beforeEach(() => {
  installDialogPolyfill();
  logInForTests();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
  resetSession();
});

describe('Calendario: an event’s translations', () => {
  it('says beside the event that both languages are missing', async () => {
    serveTranslations({ events: [calendarEvent()] });
    renderSection();
    expect(statesIn(await row())).toBe('Francés: falta · Inglés: falta');
  });

  it('saving one sends the PUT with what was typed (trimmed) and shows it up to date', async () => {
    const api = serveTranslations({ events: [calendarEvent()] });
    const { user } = renderSection();
    await user.click(
      within(await row()).getByRole('button', { name: `Traducciones de «${TITLE}»` }),
    );

    expect(
      within(dialog()).getByText(
        'Traduce el texto completo, con el mismo sentido y el mismo tono. Mientras falte una traducción, las páginas en francés o en inglés muestran el texto en español.',
      ).tagName,
    ).toBe('P');
    // The Spanish original beside each field, read-only and marked as Spanish.
    const french = languageForm('Francés');
    const originals = [...french.querySelectorAll('[lang="es"]')].map((node) => node.textContent);
    expect(originals).toEqual([
      `Título en español${TITLE}`,
      'Descripción en españolEn la sala de cada curso.',
    ]);
    expect(stateOf('Francés')).toBe('Estado: falta');
    const title = within(french).getByLabelText<HTMLInputElement>('Título en francés');
    const description = within(french).getByLabelText<HTMLTextAreaElement>(
      'Descripción en francés (opcional)',
    );
    expect(title.lang).toBe('fr');
    expect(description.lang).toBe('fr');
    expect(within(languageForm('Inglés')).getByLabelText('Título en inglés').lang).toBe('en');
    // Nothing to remove yet.
    expect(within(french).queryByRole('button', { name: /^Quitar/ })).toBeNull();

    await user.type(title, '  Réunion des parents ');
    await user.type(description, 'Dans la salle de chaque classe.');
    await user.click(within(french).getByRole('button', { name: 'Guardar traducción al francés' }));

    await waitFor(() => {
      expect(stateOf('Francés')).toBe('Estado: al día');
    });
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        path: CALENDAR_API_PATHS.eventTranslation(7, 'fr'),
        body: { titulo: 'Réunion des parents', descripcion: 'Dans la salle de chaque classe.' },
        auth: expect.stringMatching(/^Bearer /) as unknown,
      },
    ]);
    expect(within(french).getByRole('status').textContent).toBe('Traducción al francés guardada.');
    expect(title.value).toBe('Réunion des parents');
    expect(stateOf('Inglés')).toBe('Estado: falta');
    expect(statesIn(await row())).toBe('Francés: al día · Inglés: falta');
    expect(
      within(french).getByRole('button', { name: 'Quitar traducción al francés' }),
    ).toBeTruthy();
  });

  it('leaves out an empty description', async () => {
    const api = serveTranslations({ events: [calendarEvent()] });
    const { user } = renderSection();
    await user.click(within(await row()).getByRole('button', { name: /^Traducciones/ }));
    const english = languageForm('Inglés');
    await user.type(within(english).getByLabelText('Título en inglés'), 'Parents’ meeting');
    await user.click(within(english).getByRole('button', { name: 'Guardar traducción al inglés' }));
    await waitFor(() => {
      expect(stateOf('Inglés')).toBe('Estado: al día');
    });
    expect(api.writes().map((call) => call.body)).toEqual([{ titulo: 'Parents’ meeting' }]);
  });

  it('removing one, once confirmed, sends the DELETE and shows it missing', async () => {
    const api = serveTranslations({
      events: [
        calendarEvent({
          traducciones: { fr: { titulo: 'Réunion des parents', desactualizada: false } },
        }),
      ],
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = renderSection();
    expect(statesIn(await row())).toBe('Francés: al día · Inglés: falta');
    await user.click(within(await row()).getByRole('button', { name: /^Traducciones/ }));
    const french = languageForm('Francés');
    expect(within(french).getByLabelText<HTMLInputElement>('Título en francés').value).toBe(
      'Réunion des parents',
    );

    // Not confirmed: nothing is sent.
    await user.click(within(french).getByRole('button', { name: 'Quitar traducción al francés' }));
    expect(confirm).toHaveBeenCalledWith(
      '¿Quitar la traducción al francés? Quienes visitan el sitio en francés verán el texto en español.',
    );
    expect(api.writes()).toEqual([]);

    confirm.mockReturnValue(true);
    await user.click(within(french).getByRole('button', { name: 'Quitar traducción al francés' }));
    await waitFor(() => {
      expect(stateOf('Francés')).toBe('Estado: falta');
    });
    expect(api.writes()).toEqual([
      expect.objectContaining({
        method: 'DELETE',
        path: CALENDAR_API_PATHS.eventTranslation(7, 'fr'),
      }),
    ]);
    expect(within(french).getByRole('status').textContent).toBe('Traducción al francés quitada.');
    expect(within(french).getByLabelText<HTMLInputElement>('Título en francés').value).toBe('');
    expect(statesIn(await row())).toBe('Francés: falta · Inglés: falta');
  });
});
