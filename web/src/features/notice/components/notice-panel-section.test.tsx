// @time-zones
import { API_PATHS, MESSAGES, NOTICE_MESSAGES, type Notice } from '@lbj/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSessionSnapshot } from '../../../lib/session-store.ts';
import { logInForTests, renderWithQuery, resetSession } from '../../../lib/testing.test-support.ts';
import { NOTICE_TEXT } from '../notice-text.ts';
import {
  DELETE_NOTICE,
  descriptionsOf,
  errorOf,
  GET_STORED,
  PUT_NOTICE,
  refusal,
  serveNotice,
  storedNotice,
} from '../notice.test-support.ts';
import { NoticePanelSection } from './notice-panel-section.tsx';

// The panel's "Aviso" against the notice API faked at the network edge. Dates are instants: the
// suite runs under several time zones, and the form reads and shows Chile's time in all of them.
// The texts are written out in full: they are what staff read.

const SCHEDULED: Notice = storedNotice({
  nivel: 'aviso',
  texto: 'Reunión de apoderados',
  enlace: '/reglamentos',
  desde: '2026-03-02T11:00:00.000Z',
  hasta: '2026-07-15T22:30:00.000Z',
  estado: 'programado',
});

/** Chile's time of the dates used here (summer UTC-3, winter UTC-4). */
const MARCH_2 = 'lunes, 2 de marzo de 2026, 08:00';
const JULY_15 = 'miércoles, 15 de julio de 2026, 18:30';
const FEBRUARY_27 = 'viernes, 27 de febrero de 2026, 18:00';

const ACTIVE = 'Se está mostrando ahora en todas las páginas.';
const NO_END = 'Se mostrará hasta que lo retires.';
const NONE = 'No hay ningún aviso publicado. El sitio se ve sin franja de aviso.';
const REMOVED = 'Aviso retirado. Ya no se muestra en el sitio.';
const PUBLISHED = 'Aviso publicado.';

function renderSection() {
  const user = userEvent.setup();
  const { client } = renderWithQuery(<NoticePanelSection />);
  return { user, client };
}

const form = () => screen.getByRole('form', { name: 'Publicar un aviso' });
const field = (label: string) => within(form()).getByLabelText<HTMLInputElement>(label);
const textField = () => field('Texto del aviso');
const linkField = () => field('Enlace (opcional)');
const fromField = () => field('Mostrar desde (opcional)');
const untilField = () => field('Mostrar hasta (opcional)');
const radio = (name: string) =>
  within(form()).getByRole<HTMLInputElement>('radio', { name: new RegExp(`^${name}`) });
const publishButton = () =>
  within(form()).getByRole('button', { name: /^(Publicar aviso|Publicando…)$/ });
const current = () => screen.getByRole('region', { name: 'Aviso actual' });
const removeButton = () =>
  within(current()).getByRole('button', { name: /^(Retirar aviso|Retirando…)$/ });

/** The banner drawn inside `scope`. */
const bannerIn = (scope: HTMLElement) => {
  const banner = scope.querySelector<HTMLElement>('.aviso-banner');
  if (!banner) throw new Error('no banner');
  return banner;
};
const figure = () => screen.getByRole('figure', { name: 'Vista previa' });
const preview = () => bannerIn(figure());

/** The whole line under the current notice that says what it is doing. */
const stateLine = () => {
  const strong = [...current().querySelectorAll('strong')].find(
    (element) => !element.closest('.aviso-banner'),
  );
  const line = strong?.parentElement;
  if (!line) throw new Error('no state line');
  return line.textContent;
};

/** The texts of the polite live regions (success messages), non-empty ones only. */
const statuses = () =>
  screen
    .getAllByRole('status')
    .map((region) => region.textContent)
    .filter((text) => text !== '');
const alerts = () => screen.queryAllByRole('alert').map((region) => region.textContent);

beforeEach(() => {
  logInForTests();
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe('Aviso: the stored notice', () => {
  it('fills the form from it, dates in Chile’s time, and says when it will show', async () => {
    const api = serveNotice(SCHEDULED);
    renderSection();
    await waitFor(() => {
      expect(textField().value).toBe('Reunión de apoderados');
    });
    expect(linkField().value).toBe('/reglamentos');
    // 08:00 in summer (UTC-3), 18:30 in winter (UTC-4).
    expect(fromField().value).toBe('2026-03-02T08:00');
    expect(untilField().value).toBe('2026-07-15T18:30');
    expect(radio('Aviso').checked).toBe(true);
    expect(radio('Información').checked).toBe(false);
    expect(stateLine()).toBe(
      `Programado: se mostrará desde el ${MARCH_2}. Se mostrará hasta el ${JULY_15}.`,
    );
    expect(within(current()).getByText('/reglamentos').parentElement?.textContent).toBe(
      'Más información: /reglamentos',
    );
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.auth).toMatch(/^Bearer /);
  });

  it('draws it as the banner, with its level and its link', async () => {
    serveNotice(SCHEDULED);
    renderSection();
    await screen.findByRole('button', { name: 'Retirar aviso' });
    const heading = within(current()).getByRole('heading', { name: 'Aviso actual' });
    expect(heading.tagName).toBe('H3');
    const banner = bannerIn(current());
    expect(banner.classList.contains('aviso-banner--aviso')).toBe(true);
    expect(banner.querySelector('.aviso-banner__text')?.textContent).toBe(
      'Aviso: Reunión de apoderados Más información',
    );
  });

  it('an active notice with no end: shown now, until removed, with no link line', async () => {
    serveNotice(storedNotice({ texto: 'Matrículas abiertas', desde: '2026-03-02T11:00:00.000Z' }));
    renderSection();
    await screen.findByRole('button', { name: 'Retirar aviso' });
    expect(stateLine()).toBe(`${ACTIVE} ${NO_END}`);
    expect(within(current()).queryByText(/Más información/)).toBeNull();
    const banner = bannerIn(current());
    expect(banner.classList.contains('aviso-banner--informacion')).toBe(true);
    expect(banner.querySelector('.aviso-banner__text')?.textContent).toBe(
      'Información: Matrículas abiertas',
    );
    expect(fromField().value).toBe('2026-03-02T08:00');
    expect(untilField().value).toBe('');
    expect(linkField().value).toBe('');
  });

  it('an active notice with an end says until when', async () => {
    serveNotice(storedNotice({ hasta: '2026-07-15T22:30:00.000Z' }));
    renderSection();
    await screen.findByRole('button', { name: 'Retirar aviso' });
    expect(stateLine()).toBe(`${ACTIVE} Se mostrará hasta el ${JULY_15}.`);
  });

  it('an expired notice says when it stopped, and nothing about an end', async () => {
    serveNotice(storedNotice({ hasta: '2026-02-27T21:00:00.000Z', estado: 'vencido' }));
    renderSection();
    await screen.findByRole('button', { name: 'Retirar aviso' });
    expect(stateLine()).toBe(`Vencido: dejó de mostrarse el ${FEBRUARY_27}. `);
  });

  it('without the date its state needs, it says it is shown', async () => {
    serveNotice(storedNotice({ estado: 'vencido' }));
    renderSection();
    await screen.findByRole('button', { name: 'Retirar aviso' });
    expect(stateLine()).toBe(`${ACTIVE} `);
  });

  it('a scheduled notice with no "desde" says it is shown', async () => {
    serveNotice(storedNotice({ estado: 'programado' }));
    renderSection();
    await screen.findByRole('button', { name: 'Retirar aviso' });
    expect(stateLine()).toBe(`${ACTIVE} ${NO_END}`);
  });

  it(
    'says there is none, and starts the form at "Información"',
    { tags: ['zone-free'] },
    async () => {
      serveNotice(null);
      renderSection();
      expect((await screen.findByText(NONE)).tagName).toBe('P');
      expect(radio('Información').checked).toBe(true);
      expect(textField().value).toBe('');
      expect(screen.queryByRole('button', { name: 'Retirar aviso' })).toBeNull();
      expect(current().querySelector('.aviso-banner')).toBeNull();
    },
  );

  it('says it is loading until the notice comes', async () => {
    const api = serveNotice(SCHEDULED);
    const held = api.hold(GET_STORED);
    renderSection();
    const loading = within(current()).getByText('Cargando el aviso…');
    expect(loading.getAttribute('role')).toBe('status');
    expect(screen.queryByRole('button', { name: 'Retirar aviso' })).toBeNull();
    held.release();
    await within(current()).findByRole('button', { name: 'Retirar aviso' });
    expect(screen.queryByText('Cargando el aviso…')).toBeNull();
  });

  it('says the notice could not be loaded, and tries again on "Reintentar"', async () => {
    const api = serveNotice(SCHEDULED);
    api.answer(GET_STORED, () => refusal(500, MESSAGES.serverError));
    const { user } = renderSection();
    const retry = await within(current()).findByRole('button', { name: 'Reintentar' });
    expect(within(current()).getByRole('alert').textContent).toBe(
      'No se pudo cargar el aviso actual. Revisa tu conexión e inténtalo de nuevo.',
    );
    expect(screen.queryByText(NONE)).toBeNull();
    expect(textField().value).toBe('');

    api.restore(GET_STORED);
    await user.click(retry);
    await within(current()).findByRole('button', { name: 'Retirar aviso' });
    expect(api.reads()).toBe(2);
    expect(within(current()).queryByRole('alert')).toBeNull();
    expect(textField().value).toBe('Reunión de apoderados');
  });

  it('keeps showing the notice when a later read fails', async () => {
    const api = serveNotice(SCHEDULED);
    const { client } = renderSection();
    await within(current()).findByRole('button', { name: 'Retirar aviso' });
    api.answer(GET_STORED, () => refusal(500, MESSAGES.serverError));
    await client.refetchQueries();
    await waitFor(() => {
      expect(api.reads()).toBe(2);
    });
    await waitFor(() => {
      expect(client.getQueryState(['notice', 'stored'])?.status).toBe('error');
    });
    expect(within(current()).queryByRole('button', { name: 'Reintentar' })).toBeNull();
    expect(within(current()).getByRole('button', { name: 'Retirar aviso' })).toBeTruthy();
  });

  it('never replaces what staff typed before the notice came', async () => {
    const api = serveNotice(SCHEDULED);
    const held = api.hold(GET_STORED);
    const { user } = renderSection();
    await user.type(textField(), 'Borrador');
    held.release();
    await within(current()).findByRole('button', { name: 'Retirar aviso' });
    expect(textField().value).toBe('Borrador');
    expect(linkField().value).toBe('');
    expect(radio('Información').checked).toBe(true);
  });

  it('a refused token (401) ends the session', { tags: ['zone-free'] }, async () => {
    const api = serveNotice(null);
    api.answer(GET_STORED, () => refusal(401, MESSAGES.unauthorized));
    renderSection();
    await waitFor(() => {
      expect(getSessionSnapshot()).toEqual({ loggedIn: false, expired: true });
    });
  });
});

describe('Aviso: the form', () => {
  it(
    'handles the submission itself (the browser does not post it) and styles its groups',
    { tags: ['zone-free'] },
    async () => {
      serveNotice(null);
      renderSection();
      await screen.findByText(NONE);
      // fireEvent returns false when the handler called preventDefault().
      expect(fireEvent.submit(form())).toBe(false);
      expect(textField().className.split(' ')).toContain('textarea');
      const levels = within(form()).getByRole('group', { name: NOTICE_TEXT.levelLegend });
      expect(levels.className.split(' ')).toEqual(expect.arrayContaining(['fieldset', 'levels']));
    },
  );

  it('has a heading, a lead and every field with its label and hint', async () => {
    serveNotice(null);
    renderSection();
    await screen.findByText(NONE);
    const heading = within(form()).getByRole('heading', { name: 'Publicar un aviso' });
    expect(heading.tagName).toBe('H3');
    expect(
      within(form()).getByText(
        'El aviso aparece arriba de todas las páginas del sitio. Publicar uno nuevo reemplaza al anterior.',
      ).tagName,
    ).toBe('P');

    const text = textField();
    expect(text.tagName).toBe('TEXTAREA');
    expect(text.getAttribute('name')).toBe('texto');
    expect(text.getAttribute('rows')).toBe('3');
    expect(text.required).toBe(true);
    expect(descriptionsOf(text)).toEqual([
      'Una o dos frases, como máximo 280 caracteres.',
      '0 / 280',
    ]);
    expect(text.getAttribute('aria-invalid')).toBeNull();

    const link = linkField();
    expect(link.getAttribute('name')).toBe('enlace');
    expect(link.getAttribute('type')).toBe('text');
    expect(link.getAttribute('inputmode')).toBe('url');
    expect(link.getAttribute('autocapitalize')).toBe('none');
    expect(link.getAttribute('spellcheck')).toBe('false');
    expect(descriptionsOf(link)).toEqual([
      'Una página del sitio, como /reglamentos, o una dirección completa https://…',
    ]);

    for (const [input, name, hint] of [
      [fromField(), 'desde', 'Hora de Chile. Vacío: desde que lo publiques.'],
      [untilField(), 'hasta', 'Hora de Chile. Vacío: hasta que lo retires.'],
    ] as const) {
      expect(input.getAttribute('type')).toBe('datetime-local');
      expect(input.getAttribute('name')).toBe(name);
      expect(input.value).toBe('');
      expect(descriptionsOf(input)).toEqual([hint]);
      expect(input.getAttribute('aria-invalid')).toBeNull();
      expect(input.getAttribute('aria-errormessage')).toBeNull();
    }
    expect(publishButton().textContent).toBe('Publicar aviso');
    expect(publishButton().getAttribute('type')).toBe('submit');
    expect(publishButton().getAttribute('aria-disabled')).toBeNull();
  });

  it('offers the three levels, each with what it is for', { tags: ['zone-free'] }, async () => {
    serveNotice(null);
    renderSection();
    await screen.findByText(NONE);
    const levels = within(form()).getByRole('group', { name: 'Nivel' });
    expect(levels.tagName).toBe('FIELDSET');
    expect(levels.getAttribute('aria-describedby')).toBeNull();
    const radios = within(levels).getAllByRole<HTMLInputElement>('radio');
    expect(radios.map((input) => [input.name, input.value, input.checked])).toEqual([
      ['nivel', 'informacion', true],
      ['nivel', 'aviso', false],
      ['nivel', 'urgente', false],
    ]);
    expect(
      radios.map((input) => input.parentElement?.firstElementChild?.nextSibling?.textContent),
    ).toEqual(['Información', 'Aviso', 'Urgente']);
    expect(radios.map((input) => descriptionsOf(input))).toEqual([
      ['Novedades generales. Franja azul clara; cada visitante puede cerrarla.'],
      ['Cambios que conviene notar (horarios, reuniones). Franja ámbar; se puede cerrar.'],
      ['Solo emergencias (por ejemplo, suspensión de clases). Franja roja; no se puede cerrar.'],
    ]);
  });

  it(
    'counts the trimmed characters and previews the banner as it will look',
    { tags: ['zone-free'] },
    async () => {
      serveNotice(null);
      const { user } = renderSection();
      await screen.findByText(NONE);
      expect(preview().textContent).toBe('Información: El texto del aviso aparecerá aquí.');
      await user.type(textField(), '  Mañana no hay clases ');
      expect(descriptionsOf(textField())[1]).toBe('20 / 280');
      expect(preview().classList.contains('aviso-banner--informacion')).toBe(true);
      expect(preview().textContent).toBe('Información: Mañana no hay clases');
      expect(preview().querySelector('.lucide-info')).not.toBeNull();
      expect(preview().querySelector('.aviso-banner__button')).not.toBeNull();
      expect(within(figure()).queryByText(/no tienen botón/)).toBeNull();

      await user.click(radio('Aviso'));
      expect(preview().classList.contains('aviso-banner--aviso')).toBe(true);
      expect(preview().querySelector('.lucide-triangle-alert')).not.toBeNull();
      expect(preview().textContent).toBe('Aviso: Mañana no hay clases');
      expect(within(figure()).queryByText(/no tienen botón/)).toBeNull();

      await user.click(radio('Urgente'));
      expect(preview().classList.contains('aviso-banner--urgente')).toBe(true);
      expect(preview().querySelector('.lucide-octagon-alert')).not.toBeNull();
      expect(preview().querySelector('.aviso-banner__button')).toBeNull();
      expect(
        within(figure()).getByText('Los avisos urgentes no tienen botón para cerrarlos.').tagName,
      ).toBe('P');
    },
  );

  it('previews "Más información" only once a link is typed', { tags: ['zone-free'] }, async () => {
    serveNotice(null);
    const { user } = renderSection();
    await screen.findByText(NONE);
    await user.type(textField(), 'Feria del libro');
    expect(preview().querySelector('.aviso-banner__link')).toBeNull();
    await user.type(linkField(), '   ');
    expect(preview().querySelector('.aviso-banner__link')).toBeNull();
    await user.type(linkField(), '/feria');
    expect(preview().querySelector('.aviso-banner__link')?.textContent).toBe('Más información');
    expect(preview().textContent).toBe('Información: Feria del libro Más información');
    await user.clear(linkField());
    expect(preview().querySelector('.aviso-banner__link')).toBeNull();
  });

  it('refuses before sending, beside each field, and keeps what was typed', async () => {
    const api = serveNotice(null);
    const { user } = renderSection();
    await screen.findByText(NONE);
    await user.type(linkField(), 'www.mineduc.cl');
    fireEvent.change(fromField(), { target: { value: '2026-03-02T18:00' } });
    fireEvent.change(untilField(), { target: { value: '2026-03-02T08:00' } });
    await user.click(publishButton());

    const text = textField();
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(text)).toBe('Escribe el texto del aviso.');
    expect(descriptionsOf(text)).toEqual([
      'Una o dos frases, como máximo 280 caracteres.',
      '0 / 280',
      'Escribe el texto del aviso.',
    ]);
    expect(linkField().getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(linkField())).toBe(NOTICE_MESSAGES.badLink);
    expect(untilField().getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(untilField())).toBe('La fecha «hasta» debe ser posterior a la fecha «desde».');
    expect(fromField().getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(text);
    expect(linkField().value).toBe('www.mineduc.cl');
    expect(fromField().value).toBe('2026-03-02T18:00');
    expect(api.writes()).toEqual([]);
    expect(alerts()).toEqual([]);

    // Typing in a field clears its error, and only its own.
    await user.type(text, 'Hola');
    expect(screen.queryByText('Escribe el texto del aviso.')).toBeNull();
    expect(text.getAttribute('aria-invalid')).toBeNull();
    expect(errorOf(linkField())).toBe(NOTICE_MESSAGES.badLink);

    // The focus goes to the first field still wrong.
    await user.click(publishButton());
    expect(document.activeElement).toBe(linkField());
    await user.clear(linkField());
    expect(errorOf(linkField())).toBeNull();
    await user.click(publishButton());
    expect(document.activeElement).toBe(untilField());
    expect(errorOf(linkField())).toBeNull();
    fireEvent.change(untilField(), { target: { value: '2026-03-03T08:00' } });
    expect(untilField().getAttribute('aria-invalid')).toBeNull();
    expect(api.writes()).toEqual([]);

    await user.click(publishButton());
    await waitFor(() => {
      expect(api.writes()).toHaveLength(1);
    });
  });
});

describe('Aviso: publishing', () => {
  it('sends the level, the trimmed text, the link and the dates read as Chile’s time', async () => {
    const api = serveNotice(null);
    const { user } = renderSection();
    await screen.findByText(NONE);
    await user.click(radio('Urgente'));
    await user.type(textField(), '  Hoy se suspenden las clases.  ');
    await user.type(linkField(), '/news');
    fireEvent.change(fromField(), { target: { value: '2026-07-15T07:30' } });
    await user.click(publishButton());

    await waitFor(() => {
      expect(api.writes()).toHaveLength(1);
    });
    expect(api.writes()[0]).toMatchObject({
      method: 'PUT',
      path: API_PATHS.notice,
      body: {
        nivel: 'urgente',
        texto: 'Hoy se suspenden las clases.',
        enlace: '/news',
        // 07:30 in Chile's winter (UTC-4), whatever zone runs the test.
        desde: '2026-07-15T11:30:00.000Z',
      },
    });
    expect(api.writes()[0]?.auth).toMatch(/^Bearer /);
    const said = `Aviso guardado. Se mostrará desde el miércoles, 15 de julio de 2026, 07:30.`;
    await waitFor(() => {
      expect(statuses()).toEqual([said]);
    });
    // The current notice is the one just stored, without reading it again.
    expect(stateLine()).toBe(
      'Programado: se mostrará desde el miércoles, 15 de julio de 2026, 07:30. ' + NO_END,
    );
    expect(api.reads()).toBe(1);
  });

  it(
    'says it is publishing, and a second press sends nothing more',
    { tags: ['zone-free'] },
    async () => {
      const api = serveNotice(null);
      const { user } = renderSection();
      await screen.findByText(NONE);
      await user.type(textField(), 'Feria del libro');
      const held = api.hold(PUT_NOTICE);
      await user.click(publishButton());
      await waitFor(() => {
        expect(publishButton().textContent).toBe('Publicando…');
      });
      expect(publishButton().getAttribute('aria-disabled')).toBe('true');
      await user.click(publishButton());
      fireEvent.submit(form());
      expect(api.writes()).toHaveLength(1);

      held.release();
      await waitFor(() => {
        expect(statuses()).toEqual([PUBLISHED]);
      });
      expect(publishButton().textContent).toBe('Publicar aviso');
      expect(publishButton().getAttribute('aria-disabled')).toBeNull();
      expect(api.writes()).toHaveLength(1);
      expect(stateLine()).toBe(`${ACTIVE} ${NO_END}`);

      // Typing again takes the message away.
      await user.type(textField(), '!');
      expect(statuses()).toEqual([]);
    },
  );

  it('fills the form from the notice the server stored', async () => {
    const api = serveNotice(null);
    api.answer(PUT_NOTICE, () =>
      Response.json(
        storedNotice({
          nivel: 'aviso',
          texto: 'Texto como quedó guardado',
          enlace: '/reglamentos',
          hasta: '2026-07-15T22:30:00.000Z',
        }),
      ),
    );
    const { user } = renderSection();
    await screen.findByText(NONE);
    await user.type(textField(), 'Texto escrito');
    await user.click(publishButton());
    await waitFor(() => {
      expect(textField().value).toBe('Texto como quedó guardado');
    });
    expect(radio('Aviso').checked).toBe(true);
    expect(linkField().value).toBe('/reglamentos');
    expect(untilField().value).toBe('2026-07-15T18:30');
    expect(statuses()).toEqual([PUBLISHED]);
    expect(stateLine()).toBe(`${ACTIVE} Se mostrará hasta el ${JULY_15}.`);
  });

  it('says "Aviso publicado." for a notice shown now even with a past "desde"', async () => {
    const api = serveNotice(null);
    api.answer(PUT_NOTICE, () =>
      Response.json(storedNotice({ desde: '2026-03-02T11:00:00.000Z', estado: 'activo' })),
    );
    const { user } = renderSection();
    await screen.findByText(NONE);
    await user.type(textField(), 'Feria del libro');
    await user.click(publishButton());
    await waitFor(() => {
      expect(statuses()).toEqual([PUBLISHED]);
    });
  });

  it('warns when the stored notice has already ended', async () => {
    const api = serveNotice(null);
    api.answer(PUT_NOTICE, () =>
      Response.json(storedNotice({ hasta: '2026-02-27T21:00:00.000Z', estado: 'vencido' })),
    );
    const { user } = renderSection();
    await screen.findByText(NONE);
    await user.type(textField(), 'Feria del libro');
    await user.click(publishButton());
    await waitFor(() => {
      expect(statuses()).toEqual([
        'Aviso guardado, pero su fecha «hasta» ya pasó: no se mostrará.',
      ]);
    });
  });

  it('a scheduled notice the server sends without "desde" counts as published', async () => {
    const api = serveNotice(null);
    api.answer(PUT_NOTICE, () => Response.json(storedNotice({ estado: 'programado' })));
    const { user } = renderSection();
    await screen.findByText(NONE);
    await user.type(textField(), 'Feria del libro');
    await user.click(publishButton());
    await waitFor(() => {
      expect(statuses()).toEqual([PUBLISHED]);
    });
  });

  it(
    'puts a refusal of the server beside the field it names, and keeps the form',
    { tags: ['zone-free'] },
    async () => {
      const api = serveNotice(null);
      api.answer(PUT_NOTICE, () => refusal(400, NOTICE_MESSAGES.badLink, 'enlace'));
      const { user } = renderSection();
      await screen.findByText(NONE);
      await user.type(textField(), 'Feria del libro');
      await user.type(linkField(), '/feria');
      await user.click(publishButton());
      await waitFor(() => {
        expect(errorOf(linkField())).toBe(NOTICE_MESSAGES.badLink);
      });
      expect(linkField().getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(linkField());
      expect(alerts()).toEqual([]);
      expect(statuses()).toEqual([]);
      expect(textField().value).toBe('Feria del libro');
      expect(linkField().value).toBe('/feria');
      expect(screen.getByText(NONE)).toBeTruthy();
    },
  );

  it(
    'puts a refusal of the level under the levels, and the focus on the first',
    { tags: ['zone-free'] },
    async () => {
      const api = serveNotice(null);
      api.answer(PUT_NOTICE, () => refusal(400, NOTICE_MESSAGES.levelRequired, 'nivel'));
      const { user } = renderSection();
      await screen.findByText(NONE);
      await user.click(radio('Urgente'));
      await user.type(textField(), 'Feria del libro');
      await user.click(publishButton());
      const levels = within(form()).getByRole('group', { name: 'Nivel' });
      await waitFor(() => {
        expect(descriptionsOf(levels)).toEqual([NOTICE_MESSAGES.levelRequired]);
      });
      expect(document.activeElement).toBe(radio('Información'));
      expect(radio('Urgente').checked).toBe(true);
      expect(alerts()).toEqual([]);

      // Choosing a level clears it.
      await user.click(radio('Aviso'));
      expect(levels.getAttribute('aria-describedby')).toBeNull();
      expect(screen.queryByText(NOTICE_MESSAGES.levelRequired)).toBeNull();
    },
  );

  it.each([
    ['with no field', undefined],
    ['with a field the form does not have', 'clave'],
  ])('says a refusal %s under the button', { tags: ['zone-free'] }, async (_case, blamed) => {
    const api = serveNotice(null);
    api.answer(PUT_NOTICE, () => refusal(409, 'Otro aviso se publicó recién.', blamed));
    const { user } = renderSection();
    await screen.findByText(NONE);
    await user.type(textField(), 'Feria del libro');
    await user.click(publishButton());
    await waitFor(() => {
      expect(alerts()).toEqual(['Otro aviso se publicó recién.']);
    });
    const alert = screen.getByRole('alert');
    expect(publishButton().getAttribute('aria-describedby')).toBe(alert.id);
    expect(textField().getAttribute('aria-invalid')).toBeNull();
    expect(statuses()).toEqual([]);
  });

  it(
    'says it could not publish when the server cannot be reached, and clears it on retry',
    { tags: ['zone-free'] },
    async () => {
      const api = serveNotice(null);
      api.answer(PUT_NOTICE, () => Promise.reject(new TypeError('Failed to fetch')));
      const { user } = renderSection();
      await screen.findByText(NONE);
      await user.type(textField(), 'Feria del libro');
      await user.click(publishButton());
      await waitFor(() => {
        expect(alerts()).toEqual([
          'No se pudo publicar el aviso. Inténtalo de nuevo en unos minutos.',
        ]);
      });

      // The next attempt starts clean: the old failure goes at once.
      api.restore(PUT_NOTICE);
      const held = api.hold(PUT_NOTICE);
      await user.click(publishButton());
      await waitFor(() => {
        expect(publishButton().textContent).toBe('Publicando…');
      });
      expect(alerts()).toEqual([]);
      expect(publishButton().getAttribute('aria-describedby')).toBeNull();
      held.release();
      await waitFor(() => {
        expect(statuses()).toEqual([PUBLISHED]);
      });
    },
  );

  it(
    'takes the last success message away when publishing again',
    { tags: ['zone-free'] },
    async () => {
      const api = serveNotice(null);
      const { user } = renderSection();
      await screen.findByText(NONE);
      await user.type(textField(), 'Feria del libro');
      await user.click(publishButton());
      await waitFor(() => {
        expect(statuses()).toEqual([PUBLISHED]);
      });
      const held = api.hold(PUT_NOTICE);
      await user.click(publishButton());
      await waitFor(() => {
        expect(publishButton().textContent).toBe('Publicando…');
      });
      expect(statuses()).toEqual([]);
      held.release();
      await waitFor(() => {
        expect(statuses()).toEqual([PUBLISHED]);
      });
    },
  );

  it('a refused token (401) ends the session and says why', { tags: ['zone-free'] }, async () => {
    const api = serveNotice(null);
    api.answer(PUT_NOTICE, () => refusal(401, MESSAGES.unauthorized));
    const { user } = renderSection();
    await screen.findByText(NONE);
    await user.type(textField(), 'Feria del libro');
    await user.click(publishButton());
    await waitFor(() => {
      expect(getSessionSnapshot()).toEqual({ loggedIn: false, expired: true });
    });
    await waitFor(() => {
      expect(alerts()).toEqual(['Debes iniciar sesión como administrador.']);
    });
    expect(textField().value).toBe('Feria del libro');
  });
});

describe('Aviso: removing', { tags: ['zone-free'] }, () => {
  it('removes it, says so, and keeps the form to publish it again', async () => {
    const api = serveNotice(storedNotice());
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Retirar aviso' }));
    await waitFor(() => {
      expect(statuses()).toEqual([REMOVED]);
    });
    expect(api.writes()).toEqual([
      expect.objectContaining({ method: 'DELETE', path: API_PATHS.notice }),
    ]);
    expect(api.writes()[0]?.auth).toMatch(/^Bearer /);
    expect(within(current()).getByText(NONE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retirar aviso' })).toBeNull();
    expect(textField().value).toBe('Feria del libro');
    expect(api.reads()).toBe(1);
  });

  it('says it is removing, and a second press sends nothing more', async () => {
    const api = serveNotice(storedNotice());
    const { user } = renderSection();
    await screen.findByRole('button', { name: 'Retirar aviso' });
    const held = api.hold(DELETE_NOTICE);
    await user.click(removeButton());
    await waitFor(() => {
      expect(removeButton().textContent).toBe('Retirando…');
    });
    expect(removeButton().getAttribute('aria-disabled')).toBe('true');
    expect(removeButton().getAttribute('type')).toBe('button');
    await user.click(removeButton());
    expect(api.writes()).toHaveLength(1);
    expect(statuses()).toEqual([]);
    held.release();
    await waitFor(() => {
      expect(statuses()).toEqual([REMOVED]);
    });
    expect(api.writes()).toHaveLength(1);
  });

  it('is not busy before it is pressed', async () => {
    serveNotice(storedNotice());
    renderSection();
    await screen.findByRole('button', { name: 'Retirar aviso' });
    expect(removeButton().textContent).toBe('Retirar aviso');
    expect(removeButton().getAttribute('aria-disabled')).toBeNull();
    expect(statuses()).toEqual([]);
    // A secondary action, drawn as the panel's other buttons.
    expect(removeButton().className.split(' ')).toEqual(
      expect.arrayContaining(['button-secondary', 'submit']),
    );
  });

  it('says why it could not remove, and clears that when it works', async () => {
    const api = serveNotice(storedNotice());
    api.answer(DELETE_NOTICE, () => refusal(500, MESSAGES.serverError));
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Retirar aviso' }));
    await waitFor(() => {
      expect(within(current()).queryByRole('alert')?.textContent).toBe(MESSAGES.serverError);
    });
    expect(statuses()).toEqual([]);
    expect(within(current()).getByRole('button', { name: 'Retirar aviso' })).toBeTruthy();

    api.answer(DELETE_NOTICE, () => Promise.reject(new TypeError('Failed to fetch')));
    await user.click(removeButton());
    await waitFor(() => {
      expect(within(current()).queryByRole('alert')?.textContent).toBe(
        'No se pudo retirar el aviso. Inténtalo de nuevo en unos minutos.',
      );
    });

    api.restore(DELETE_NOTICE);
    const held = api.hold(DELETE_NOTICE);
    await user.click(removeButton());
    await waitFor(() => {
      expect(removeButton().textContent).toBe('Retirando…');
    });
    expect(alerts()).toEqual([]);
    held.release();
    await waitFor(() => {
      expect(statuses()).toEqual([REMOVED]);
    });
    expect(alerts()).toEqual([]);
  });

  it('takes back "published" under the form once the notice is removed', async () => {
    serveNotice(storedNotice());
    const { user } = renderSection();
    await screen.findByRole('button', { name: 'Retirar aviso' });
    await user.click(publishButton());
    await waitFor(() => {
      expect(statuses()).toEqual([PUBLISHED]);
    });
    await user.click(removeButton());
    await waitFor(() => {
      expect(statuses()).toEqual([REMOVED]);
    });
    expect(screen.queryByText(PUBLISHED)).toBeNull();
  });

  it('forgets the removal once a new notice is published', async () => {
    serveNotice(storedNotice());
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Retirar aviso' }));
    await waitFor(() => {
      expect(statuses()).toEqual([REMOVED]);
    });
    await user.click(publishButton());
    await waitFor(() => {
      expect(statuses()).toEqual([PUBLISHED]);
    });
    expect(stateLine()).toBe(`${ACTIVE} ${NO_END}`);
    expect(screen.queryByText(REMOVED)).toBeNull();
  });
});

// The texts above are written out; these are the ones built from the shared limits.
describe('NOTICE_TEXT', { tags: ['zone-free'] }, () => {
  it('states the text limit from the shared rules', () => {
    expect(NOTICE_TEXT.textHint).toBe('Una o dos frases, como máximo 280 caracteres.');
  });
});
