import { API_PATHS, MESSAGES, NOTICE_MESSAGES, TRANSLATION_MESSAGES } from '@lbj/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  errorOf,
  refusal,
  serveTranslations,
  storedNotice,
} from '../../../components/admin/translations/translations.test-support.ts';
import { getSessionSnapshot } from '../../../lib/session-store.ts';
import { logInForTests, renderWithQuery, resetSession } from '../../../lib/testing.test-support.ts';
import { installDialogPolyfill } from '../../../test/dialog-polyfill.ts';
import { NoticePanelSection } from './notice-panel-section.tsx';

// The notice's translations from the panel's "Aviso": the state under the current notice and the
// editor its "Traducciones" opens, against the API faked at the network edge.

const PUT_EN = `PUT ${API_PATHS.noticeTranslation('en')}`;
const TYPED = 'No classes tomorrow because of the transport strike.';

function renderSection() {
  const user = userEvent.setup();
  renderWithQuery(<NoticePanelSection />);
  return { user };
}

const current = () => screen.getByRole('region', { name: 'Aviso actual' });
const statesIn = (scope: HTMLElement) =>
  within(scope).getByText(/^Francés: /).parentElement?.textContent;
const dialog = () => screen.getByRole('dialog', { name: 'Traducciones del aviso' });
const languageForm = (name: 'Francés' | 'Inglés') => within(dialog()).getByRole('form', { name });

async function openEditor(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await within(current()).findByRole('button', { name: 'Traducciones' }));
}

beforeEach(() => {
  installDialogPolyfill();
  logInForTests();
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  resetSession();
});

describe('Aviso: its translations', () => {
  it('shows each language’s state under the current notice', async () => {
    serveTranslations({
      notice: storedNotice({
        traducciones: { fr: { texto: 'Pas de cours demain.', desactualizada: true } },
      }),
    });
    renderSection();
    await within(current()).findByRole('button', { name: 'Traducciones' });
    expect(statesIn(current())).toBe('Francés: desactualizada · Inglés: falta');
  });

  it('has no translations while no notice is stored', async () => {
    serveTranslations({ notice: null });
    renderSection();
    await within(current()).findByText(
      'No hay ningún aviso publicado. El sitio se ve sin franja de aviso.',
    );
    expect(screen.queryByRole('button', { name: 'Traducciones' })).toBeNull();
  });

  it('a refusal (400) is said beside the text, and what was typed stays', async () => {
    const api = serveTranslations({ notice: storedNotice() });
    const message = NOTICE_MESSAGES.textTooLong(280);
    api.answer(PUT_EN, () => refusal(400, message, 'texto'));
    const { user } = renderSection();
    await openEditor(user);

    const english = languageForm('Inglés');
    const original = english.querySelector('[lang="es"]');
    expect(original?.textContent).toBe(
      'Texto en españolMañana no hay clases por el paro de transporte.',
    );
    const text = within(english).getByLabelText<HTMLTextAreaElement>('Texto en inglés');
    expect(text.lang).toBe('en');
    await user.type(text, TYPED);
    await user.click(within(english).getByRole('button', { name: 'Guardar traducción al inglés' }));

    await waitFor(() => {
      expect(errorOf(text)).toBe(message);
    });
    expect(text.value).toBe(TYPED);
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(api.writes()).toEqual([
      expect.objectContaining({ method: 'PUT', body: { texto: TYPED } }),
    ]);
    expect(within(english).getByText(/^Estado: /).textContent).toBe('Estado: falta');
    expect(statesIn(current())).toBe('Francés: falta · Inglés: falta');

    // The next attempt goes through: the notice's state changes, the draft is gone.
    api.restore(PUT_EN);
    await user.click(within(english).getByRole('button', { name: 'Guardar traducción al inglés' }));
    await waitFor(() => {
      expect(statesIn(current())).toBe('Francés: falta · Inglés: al día');
    });
    expect(errorOf(text)).toBeNull();
    expect(within(english).getByRole('status').textContent).toBe('Traducción al inglés guardada.');
    expect(window.sessionStorage.length).toBe(0);
  });

  it('a refusal of no field is said under the buttons, and what was typed stays', async () => {
    const api = serveTranslations({ notice: storedNotice() });
    api.answer(PUT_EN, () => refusal(400, TRANSLATION_MESSAGES.badLanguage, 'idioma'));
    const { user } = renderSection();
    await openEditor(user);
    const english = languageForm('Inglés');
    const text = within(english).getByLabelText<HTMLTextAreaElement>('Texto en inglés');
    await user.type(text, TYPED);
    const save = within(english).getByRole('button', { name: 'Guardar traducción al inglés' });
    await user.click(save);
    await waitFor(() => {
      expect(within(english).queryByRole('alert')?.textContent).toBe(
        TRANSLATION_MESSAGES.badLanguage,
      );
    });
    expect(save.getAttribute('aria-describedby')).toBe(
      within(english).getByRole('alert').getAttribute('id'),
    );
    expect(text.value).toBe(TYPED);
    expect(errorOf(text)).toBeNull();
  });

  it('an ended session (401) takes the editor away, and logging in again brings back what was typed', async () => {
    const api = serveTranslations({ notice: storedNotice() });
    api.answer(PUT_EN, () => refusal(401, MESSAGES.unauthorized));
    const { user } = renderSection();
    await openEditor(user);
    const english = languageForm('Inglés');
    await user.type(within(english).getByLabelText('Texto en inglés'), TYPED);
    await user.click(within(english).getByRole('button', { name: 'Guardar traducción al inglés' }));
    // The panel's login form must not sit behind a modal dialog.
    await waitFor(() => {
      expect(getSessionSnapshot().loggedIn).toBe(false);
    });
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => {
      logInForTests();
    });
    const text = within(languageForm('Inglés')).getByLabelText<HTMLTextAreaElement>(
      'Texto en inglés',
    );
    expect(text.value).toBe(TYPED);
  });
});
