import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  MESSAGES,
  NOTICE_LIMITS,
  NOTICE_MESSAGES as M,
  TRANSLATION_MESSAGES,
  type AuditEntry,
  type Notice,
} from '@lbj/shared';
import { ADMIN_NAME, createAdmin, findAdmin, signToken, withDatabase } from '../../test/admin.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';

// Staff's French and English translations of the notice over the API: the notice's answers carry
// them, a new Spanish text makes them outdated (a new level, link or dates do not), removing the
// notice removes them, the refusals store nothing, the activity log. The banner stays Spanish.

const T0 = new Date('2026-03-01T12:00:00.000Z');

let t: TestApp;
let auth: Record<string, string>;
beforeEach(async () => {
  t = await createTestApp({}, { now: () => T0 });
  await createAdmin(t.dataDir);
  const user = await findAdmin(t.dataDir);
  const secret = new TextEncoder().encode(t.config.jwtSecret);
  auth = { authorization: `Bearer ${await signToken(user, secret)}` };
});
afterEach(async () => {
  await t.close();
});

const VALID = { nivel: 'aviso', texto: 'Mañana no hay clases por el paro de transporte.' };
const FR = { texto: 'Demain, pas de cours en raison de la grève des transports.' };
const EN = { texto: 'No classes tomorrow because of the transport strike.' };

async function publish(payload: object = VALID): Promise<Notice> {
  const response = await t.app.inject({
    method: 'PUT',
    url: API_PATHS.notice,
    headers: auth,
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Notice>();
}

const putTranslation = (idioma: string, payload: unknown, headers = auth) =>
  t.app.inject({
    method: 'PUT',
    url: API_PATHS.noticeTranslation(idioma),
    headers,
    payload: payload as object,
  });

const deleteTranslation = (idioma: string, headers = auth) =>
  t.app.inject({ method: 'DELETE', url: API_PATHS.noticeTranslation(idioma), headers });

async function translate(idioma: string, payload: unknown): Promise<Notice> {
  const response = await putTranslation(idioma, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Notice>();
}

/** The notice's translations as visitors and staff read it (the same in both). */
async function translations() {
  const visitor = await t.app.inject({ method: 'GET', url: API_PATHS.notice });
  const staff = await t.app.inject({
    method: 'GET',
    url: `${API_PATHS.notice}?incluir=programado`,
    headers: auth,
  });
  expect(visitor.statusCode, visitor.body).toBe(200);
  expect(staff.statusCode, staff.body).toBe(200);
  const shown = visitor.json<Notice>().traducciones;
  expect(staff.json<Notice>().traducciones).toEqual(shown);
  return shown;
}

const storedTranslations = () =>
  withDatabase(t.dataDir, ({ db }) =>
    db.selectFrom('notice_translations').selectAll().orderBy('idioma').execute(),
  );

const log = async () =>
  (await t.app.inject({ method: 'GET', url: API_PATHS.auditLog, headers: auth }))
    .json<AuditEntry[]>()
    .filter((entry) => entry.accion.startsWith('aviso.'))
    .map(({ accion, usuario, detalle }) => ({ accion, usuario, detalle }));

describe('the notice’s translations', () => {
  it('start with none; one stored (trimmed) is in the answer and in GET /api/notice at once', async () => {
    const notice = await publish();
    expect(notice.traducciones).toEqual({});
    expect(await translations()).toEqual({});

    const answer = await translate('fr', { texto: `  ${FR.texto}\n` });
    expect(answer).toEqual({ ...notice, traducciones: { fr: { ...FR, desactualizada: false } } });
    expect(await translations()).toEqual({ fr: { ...FR, desactualizada: false } });

    await translate('en', EN);
    expect(await translations()).toEqual({
      fr: { ...FR, desactualizada: false },
      en: { ...EN, desactualizada: false },
    });
  });

  it('are outdated once the Spanish text changes, and up to date once saved again', async () => {
    await publish();
    await translate('fr', FR);
    await translate('en', EN);
    const changed = await publish({ ...VALID, texto: 'Mañana las clases empiezan a las 10:00.' });
    expect(changed.traducciones).toEqual({
      fr: { ...FR, desactualizada: true },
      en: { ...EN, desactualizada: true },
    });
    expect(await translations()).toEqual(changed.traducciones);
    const fr = { texto: 'Demain, les cours commencent à 10 h.' };
    await translate('fr', fr);
    expect(await translations()).toEqual({
      fr: { ...fr, desactualizada: false },
      en: { ...EN, desactualizada: true },
    });
  });

  it('stay up to date when only the level, the link or the dates change', async () => {
    await publish();
    await translate('fr', FR);
    const upToDate = { fr: { ...FR, desactualizada: false } };
    for (const notice of [
      { ...VALID, nivel: 'urgente' },
      { ...VALID, enlace: '/calendario' },
      { ...VALID, desde: '2026-03-01T08:00:00-03:00', hasta: '2026-03-09T18:00:00-03:00' },
      { ...VALID, texto: `  ${VALID.texto} ` },
    ]) {
      expect((await publish(notice)).traducciones, JSON.stringify(notice)).toEqual(upToDate);
      expect(await translations(), JSON.stringify(notice)).toEqual(upToDate);
    }
  });

  it('may be made before the notice shows: staff’s answers carry them, visitors see nothing yet', async () => {
    await publish({ ...VALID, desde: '2026-03-02T08:00:00-03:00' });
    const answer = await translate('en', EN);
    expect(answer.estado).toBe('programado');
    expect(answer.traducciones).toEqual({ en: { ...EN, desactualizada: false } });
    const staff = await t.app.inject({
      method: 'GET',
      url: `${API_PATHS.notice}?incluir=programado`,
      headers: auth,
    });
    expect(staff.json<Notice>().traducciones).toEqual(answer.traducciones);
    expect((await t.app.inject({ method: 'GET', url: API_PATHS.notice })).statusCode).toBe(204);
  });

  it('DELETE removes that language (204): the key is gone; none left to delete is 204 too', async () => {
    await publish();
    await translate('fr', FR);
    await translate('en', EN);
    const removed = await deleteTranslation('fr');
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    const left = await translations();
    expect(left).toEqual({ en: { ...EN, desactualizada: false } });
    expect(left).not.toHaveProperty('fr');
    expect((await deleteTranslation('fr')).statusCode).toBe(204);
    expect((await deleteTranslation('en')).statusCode).toBe(204);
    expect(await translations()).toEqual({});
  });

  it('go with the notice when it is removed: a new notice starts with none', async () => {
    await publish();
    await translate('fr', FR);
    await translate('en', EN);
    const removed = await t.app.inject({ method: 'DELETE', url: API_PATHS.notice, headers: auth });
    expect(removed.statusCode).toBe(204);
    expect(await storedTranslations()).toEqual([]);
    expect((await publish()).traducciones).toEqual({});
  });

  it('are logged as changes of the notice, each save and each deletion', async () => {
    await publish();
    await translate('fr', FR);
    expect((await deleteTranslation('fr')).statusCode).toBe(204);
    expect((await deleteTranslation('fr')).statusCode).toBe(204);
    expect(await log()).toEqual([
      {
        accion: 'aviso.publicar',
        usuario: ADMIN_NAME,
        detalle: TRANSLATION_MESSAGES.noticeRemoved('fr', VALID.texto),
      },
      {
        accion: 'aviso.publicar',
        usuario: ADMIN_NAME,
        detalle: `Traducción al francés del aviso guardada: «${VALID.texto}»`,
      },
      { accion: 'aviso.publicar', usuario: ADMIN_NAME, detalle: M.published('aviso', VALID.texto) },
    ]);
  });

  it('is refused without a notice to translate (404), and nothing is stored', async () => {
    for (const response of [await putTranslation('fr', FR), await deleteTranslation('fr')]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, error: M.notFound, message: M.notFound });
    }
    expect(await storedTranslations()).toEqual([]);
    expect(await log()).toEqual([]);
  });

  it('refuses bad input in Spanish, with the field, and stores, changes and logs nothing', async () => {
    await publish();
    await translate('en', EN);
    const cases: {
      name: string;
      send: () => ReturnType<typeof putTranslation>;
      status: number;
      message: string;
      field?: string;
    }[] = [
      {
        name: 'a language other than fr or en',
        send: () => putTranslation('de', FR),
        status: 400,
        message: TRANSLATION_MESSAGES.badLanguage,
        field: 'idioma',
      },
      {
        name: 'DELETE of a language other than fr or en',
        send: () => deleteTranslation('it'),
        status: 400,
        message: TRANSLATION_MESSAGES.badLanguage,
        field: 'idioma',
      },
      {
        name: 'no text',
        send: () => putTranslation('fr', {}),
        status: 400,
        message: M.textRequired,
        field: 'texto',
      },
      {
        name: 'a blank text',
        send: () => putTranslation('fr', { texto: ' \n ' }),
        status: 400,
        message: M.textRequired,
        field: 'texto',
      },
      {
        name: 'a text one character too long after trimming',
        send: () => putTranslation('fr', { texto: ` ${'é'.repeat(NOTICE_LIMITS.textoMax + 1)} ` }),
        status: 400,
        message: M.textTooLong(NOTICE_LIMITS.textoMax),
        field: 'texto',
      },
      {
        name: 'a list for a body',
        send: () => putTranslation('fr', [FR]),
        status: 400,
        message: MESSAGES.badRequest,
      },
      {
        name: 'no token',
        send: () => putTranslation('fr', FR, {}),
        status: 401,
        message: MESSAGES.unauthorized,
      },
      {
        name: 'DELETE without a token',
        send: () => deleteTranslation('en', {}),
        status: 401,
        message: MESSAGES.unauthorized,
      },
    ];
    const stored = await storedTranslations();
    const logged = await log();
    for (const { name, send, status, message, field } of cases) {
      const response = await send();
      expect(response.statusCode, name).toBe(status);
      expect(response.json(), name).toEqual(
        field === undefined
          ? { statusCode: status, error: message, message }
          : { statusCode: status, error: message, message, field },
      );
      expect(await storedTranslations(), name).toEqual(stored);
      expect(await log(), name).toEqual(logged);
    }
    // The limit itself is the notice's own: exactly that many characters are accepted.
    const longest = 'é'.repeat(NOTICE_LIMITS.textoMax);
    expect((await translate('fr', { texto: longest })).traducciones?.fr?.texto).toBe(longest);
  });
});
