import { API_PATHS, MESSAGES } from '@lbj/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  errorOf,
  newsItem,
  refusal,
  serveTranslations,
} from '../../../components/admin/translations/translations.test-support.ts';
import { logInForTests, renderWithQuery, resetSession } from '../../../lib/testing.test-support.ts';
import { installDialogPolyfill } from '../../../test/dialog-polyfill.ts';
import { useNews } from '../hooks/news-queries.ts';
import { NewsAdminActions } from './news-admin-actions.tsx';

// A news item's translations from an administrator's controls on /news: the state beside
// "Editar" and "Eliminar", and the editor "Traducciones" opens, against the API faked at the
// network edge. The items come from the administrator's list, as on the page, so a save must
// reach that list for the state to change.

const TITLE = 'Feria científica';

/** The administrator's controls of every item of the administrator's list. */
function AdminControls() {
  const news = useNews(true);
  return (
    <ul>
      {news.items.map((item) => (
        <li key={item.id} aria-label={item.titulo}>
          <NewsAdminActions item={item} onEdit={() => undefined} onDeleted={() => undefined} />
        </li>
      ))}
    </ul>
  );
}

function renderControls() {
  const user = userEvent.setup();
  renderWithQuery(<AdminControls />);
  return { user };
}

const card = () => screen.findByRole('listitem', { name: TITLE });
const statesIn = (scope: HTMLElement) =>
  within(scope).getByText(/^Francés: /).parentElement?.textContent;
const dialog = () => screen.getByRole('dialog', { name: `Traducciones de «${TITLE}»` });
const languageForm = (name: 'Francés' | 'Inglés') => within(dialog()).getByRole('form', { name });
const stateOf = (name: 'Francés' | 'Inglés') =>
  within(languageForm(name)).getByText(/^Estado: /).textContent;
const OUTDATED =
  'El texto en español cambió después de que se guardó esta traducción: revísala, corrígela si hace falta y vuelve a guardarla.';

async function openEditor(user: ReturnType<typeof userEvent.setup>) {
  await user.click(
    within(await card()).getByRole('button', { name: `Traducciones de «${TITLE}»` }),
  );
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

describe('Noticias: an outdated translation', () => {
  it('shows “desactualizada” beside the item and in the editor, and saving it again clears it', async () => {
    const api = serveTranslations({
      news: [
        newsItem({
          traducciones: {
            fr: {
              titulo: 'Foire scientifique',
              descripcion: 'Ancien texte.',
              desactualizada: true,
            },
            en: { titulo: 'Science fair', descripcion: 'Projects.', desactualizada: false },
          },
        }),
      ],
    });
    const { user } = renderControls();
    expect(statesIn(await card())).toBe('Francés: desactualizada · Inglés: al día');

    await openEditor(user);
    const french = languageForm('Francés');
    expect(stateOf('Francés')).toBe('Estado: desactualizada');
    expect(within(french).getByText(OUTDATED)).toBeTruthy();
    expect(within(languageForm('Inglés')).queryByText(OUTDATED)).toBeNull();
    // The translation to review, beside the Spanish it was made from.
    const title = within(french).getByLabelText<HTMLInputElement>('Título en francés');
    const text = within(french).getByLabelText<HTMLTextAreaElement>('Descripción en francés');
    expect(title.value).toBe('Foire scientifique');
    expect(text.value).toBe('Ancien texte.');
    expect(text.lang).toBe('fr');

    await user.clear(text);
    await user.type(text, 'Les classes de CM1 à la 4e présentent leurs projets.');
    await user.click(within(french).getByRole('button', { name: 'Guardar traducción al francés' }));

    await waitFor(() => {
      expect(stateOf('Francés')).toBe('Estado: al día');
    });
    expect(within(french).queryByText(OUTDATED)).toBeNull();
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        path: API_PATHS.newsTranslation(1, 'fr'),
        body: {
          titulo: 'Foire scientifique',
          descripcion: 'Les classes de CM1 à la 4e présentent leurs projets.',
        },
        auth: expect.stringMatching(/^Bearer /) as unknown,
      },
    ]);
    expect(statesIn(await card())).toBe('Francés: al día · Inglés: al día');
  });
});

describe('Noticias: a refused translation', () => {
  it('says the server’s message beside its field and keeps what was typed', async () => {
    const api = serveTranslations({ news: [newsItem()] });
    api.answer(`PUT ${API_PATHS.newsTranslation(1, 'en')}`, () =>
      refusal(400, MESSAGES.titleTooLong(200), 'titulo'),
    );
    const { user } = renderControls();
    await openEditor(user);
    const english = languageForm('Inglés');
    const title = within(english).getByLabelText<HTMLInputElement>('Título en inglés');
    const text = within(english).getByLabelText<HTMLTextAreaElement>('Descripción en inglés');
    await user.type(title, 'Science fair');
    await user.type(text, 'Years 6 to 9 show their projects in the gym.');
    await user.click(within(english).getByRole('button', { name: 'Guardar traducción al inglés' }));

    await waitFor(() => {
      expect(errorOf(title)).toBe(MESSAGES.titleTooLong(200));
    });
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(title);
    expect(title.value).toBe('Science fair');
    expect(text.value).toBe('Years 6 to 9 show their projects in the gym.');
    expect(stateOf('Inglés')).toBe('Estado: falta');
    expect(within(english).getByRole('status').textContent).toBe('');
    expect(api.writes()).toHaveLength(1);
    expect(statesIn(await card())).toBe('Francés: falta · Inglés: falta');

    // Typing in the field clears its error.
    await user.type(title, '!');
    expect(title.getAttribute('aria-invalid')).toBeNull();
    expect(errorOf(title)).toBeNull();
  });

  it('checks the server’s rules before sending: a missing text is said at its field', async () => {
    const api = serveTranslations({ news: [newsItem()] });
    const { user } = renderControls();
    await openEditor(user);
    const french = languageForm('Francés');
    const title = within(french).getByLabelText<HTMLInputElement>('Título en francés');
    await user.type(title, 'Foire scientifique');
    await user.click(within(french).getByRole('button', { name: 'Guardar traducción al francés' }));
    const text = within(french).getByLabelText<HTMLTextAreaElement>('Descripción en francés');
    expect(errorOf(text)).toBe(MESSAGES.required);
    expect(document.activeElement).toBe(text);
    expect(title.value).toBe('Foire scientifique');
    expect(api.writes()).toEqual([]);
  });

  it('keeps what was typed when the editor is closed and opened again', async () => {
    serveTranslations({ news: [newsItem()] });
    const { user } = renderControls();
    await openEditor(user);
    await user.type(
      within(languageForm('Francés')).getByLabelText('Título en francés'),
      'Foire scientifique',
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await openEditor(user);
    expect(
      within(languageForm('Francés')).getByLabelText<HTMLInputElement>('Título en francés').value,
    ).toBe('Foire scientifique');
    expect(
      within(languageForm('Inglés')).getByLabelText<HTMLInputElement>('Título en inglés').value,
    ).toBe('');
  });
});
