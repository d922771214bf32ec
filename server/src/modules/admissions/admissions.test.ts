// @time-zones
import fs from 'node:fs';
import { Writable } from 'node:stream';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ADMISSION_LEVELS,
  ADMISSION_PAGE,
  ADMISSION_PAGE_DATA,
  ADMISSION_PATHS,
  ADMISSION_REQUIRED_FACTS,
  API_PATHS,
  INQUIRY_MESSAGES,
  INQUIRY_MESSAGES_BY_LANG,
  type AdmissionFormState,
  type AdmissionProcess,
  type AuditEntry,
  type Inquiry,
} from '@lbj/shared';
import { PUBLIC_FORM_MESSAGES, PUBLIC_FORM_MESSAGES_BY_LANG } from '../../lib/public-form.ts';
import { createAdmin, loginAs, withDatabase } from '../../test/admin.ts';
import { admissionsSite, pageDataOf, type AdmissionsSite } from '../../test/admissions-site.ts';
import { runInquiriesCli } from './admissions-cli.ts';

// Admissions over HTTP: the facts (open needs them all, every refusal stores nothing), the
// inquiry form posted as a browser does (honeypot, fill time, per-address limit, field errors),
// the inbox, one family's export and deletion, and the 24-month deletion.

const T0 = new Date('2026-06-10T15:00:00.000Z');
let now: Date;
let site: AdmissionsSite;
let token: string;

async function startSite() {
  now = T0;
  site = await admissionsSite({ now: () => now });
  await createAdmin(site.dataDir);
  token = await loginAs(site.app);
}
async function stopSite() {
  await site.close();
  fs.rmSync(site.dataDir, { recursive: true, force: true });
}

/** Each test of the describe on a site of its own. */
function sitePerTest() {
  beforeEach(startSite);
  afterEach(stopSite);
}

const auth = () => ({ authorization: `Bearer ${token}` });

const FULL = {
  abierto: true,
  vacantes: Object.fromEntries(ADMISSION_LEVELS.map(({ id }, i) => [id, i % 3])),
  criterios: 'Orden de postulación y entrevista con la familia.',
  postulacion_desde: '2026-08-01',
  postulacion_hasta: '2026-09-30',
  fecha_resultados: '2026-10-15',
  requisitos: 'Certificado de nacimiento; informe del jardín o colegio anterior.',
  pruebas: 'No se aplican pruebas.',
  aranceles: 'Matrícula $250.000; 10 cuotas de $300.000.',
  pei_url: '/documentos/pei.pdf',
};

const put = (body: unknown, year = 2027, headers: Record<string, string> = auth()) =>
  site.app.inject({
    method: 'PUT',
    url: ADMISSION_PATHS.year(year),
    headers,
    payload: body as object,
  });

const stored = async (year = 2027) => {
  const response = await site.app.inject({ url: ADMISSION_PATHS.year(year), headers: auth() });
  expect(response.statusCode).toBe(200);
  return response.json<AdmissionProcess>();
};

const log = async () =>
  (await site.app.inject({ url: `${API_PATHS.auditLog}?limit=1000`, headers: auth() })).json<
    AuditEntry[]
  >();

/** Every row of the feature's tables and of the activity log, straight from SQLite. */
const rows = () =>
  withDatabase(site.dataDir, ({ sqlite }) =>
    Object.fromEntries(
      ['admission_processes', 'admission_inquiries', 'admission_settings', 'audit_log'].map(
        (table) => [table, sqlite.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all()],
      ),
    ),
  );

describe('the process facts', () => {
  // Most of these tests are refused and store nothing (each checks it): they share one site.
  // After a test that stored something (one that saves, or a refusal that stored anyway) the
  // next starts on a fresh site, so that every test starts from an empty one.
  let empty: Awaited<ReturnType<typeof rows>>;
  const start = async () => {
    await startSite();
    empty = await rows();
  };
  beforeAll(start);
  afterEach(async () => {
    now = T0;
    if (isDeepStrictEqual(await rows(), empty)) return;
    await stopSite();
    await start();
  });
  afterAll(stopSite);

  it('are published open when every fact is there, and read by anyone', async () => {
    const response = await put(FULL);
    expect(response.statusCode).toBe(200);
    const published = await site.app.inject({ url: ADMISSION_PATHS.process });
    expect(published.statusCode).toBe(200);
    expect(published.json<AdmissionProcess>()).toMatchObject({
      anio: 2027,
      ...FULL,
    });
    expect((await log())[0]).toMatchObject({
      accion: 'admision.guardar',
      detalle: 'Admisión 2027 abierta',
    });
  });

  it.each(ADMISSION_REQUIRED_FACTS)(
    'refuse open without %s, naming it, and store nothing',
    async (fact) => {
      const body = { ...FULL, [fact]: fact === 'vacantes' ? {} : '' };
      const response = await put(body);
      expect(response.statusCode).toBe(400);
      const answer = response.json<{ message: string; faltan: string[]; field: string }>();
      expect(answer.faltan).toEqual([fact]);
      expect(answer.field).toBe(fact);
      expect(answer.message).toMatch(/^No se puede publicar el proceso como abierto: falta /);
      expect((await stored()).actualizado).toBeNull();
      expect((await site.app.inject({ url: ADMISSION_PATHS.process })).statusCode).toBe(404);
    },
  );

  it('name every missing fact at once, and a level without vacancies counts as missing', async () => {
    const all = await put({ abierto: true });
    expect(all.json<{ faltan: string[] }>().faltan).toEqual([...ADMISSION_REQUIRED_FACTS]);
    const oneLevel = await put({ ...FULL, vacantes: { kinder: 3 } });
    expect(oneLevel.json<{ faltan: string[] }>().faltan).toEqual(['vacantes']);
    expect((await stored()).actualizado).toBeNull();
  });

  it('may be saved incomplete while closed, with when the next process opens', async () => {
    const response = await put({
      abierto: false,
      criterios: 'En preparación',
      proxima_apertura: '2026-08-01',
    });
    expect(response.statusCode).toBe(200);
    expect(await stored()).toMatchObject({
      abierto: false,
      criterios: 'En preparación',
      proxima_apertura: '2026-08-01',
      vacantes: {},
    });
  });

  it.each([
    ['a date that does not exist', { ...FULL, fecha_resultados: '2026-02-30' }, 'fecha_resultados'],
    ['a PEI on another site over http', { ...FULL, pei_url: 'http://otro.cl/pei.pdf' }, 'pei_url'],
    ['a PEI address starting //', { ...FULL, pei_url: '//otro.cl/pei.pdf' }, 'pei_url'],
    ['an unknown level', { ...FULL, vacantes: { ...FULL.vacantes, '9-basico': 2 } }, 'vacantes'],
    ['negative vacancies', { ...FULL, vacantes: { ...FULL.vacantes, kinder: -1 } }, 'vacantes'],
    [
      'vacancies that are not whole',
      { ...FULL, vacantes: { ...FULL.vacantes, kinder: 1.5 } },
      'vacantes',
    ],
    ['no abierto', { ...FULL, abierto: 'si' }, 'abierto'],
  ])('refuse %s with a Spanish 400 and store nothing', async (_case, body, field) => {
    const response = await put(body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ field: string; message: string }>().field.split('.')[0]).toBe(field);
    expect((await stored()).actualizado).toBeNull();
  });

  it('refuse a visitor (401) and a bad year (400), storing nothing', async () => {
    expect((await put(FULL, 2027, {})).statusCode).toBe(401);
    expect((await put(FULL, 99)).statusCode).toBe(400);
    expect((await stored()).actualizado).toBeNull();
    expect((await site.app.inject({ url: ADMISSION_PATHS.inquiries })).statusCode).toBe(401);
  });

  it('show the home page an open process’s year, and nothing once it is closed', async () => {
    await put(FULL);
    const open = pageDataOf((await site.app.inject({ url: '/' })).body);
    expect(open[ADMISSION_PAGE_DATA.open]).toEqual({ anio: 2027 });
    await put({ ...FULL, abierto: false });
    const closed = pageDataOf((await site.app.inject({ url: '/' })).body);
    expect(closed[ADMISSION_PAGE_DATA.open]).toBeNull();
  });
});

const GOOD = {
  nombre: 'Ana Pérez',
  email: 'Ana.Perez@Ejemplo.cl',
  telefono: '+56 9 1234 5678',
  nivel: 'kinder',
  anio_nacimiento: '2021',
  mensaje: '¿Quedan vacantes para kínder?\r\nGracias.',
  consentimiento: 'si',
};

/** The form as the page (`/admision`, or another language's) serves it now: its stamp. */
async function servedStamp(path: string = ADMISSION_PAGE.path): Promise<string> {
  const page = await site.app.inject({ url: path });
  expect(page.statusCode).toBe(200);
  return (pageDataOf(page.body)[ADMISSION_PAGE_DATA.form] as AdmissionFormState).stamp;
}

/** Posts the form as a browser does, `waitMs` after it was served, to `path` (/admision). */
async function send(
  fields: Record<string, string>,
  {
    waitMs = 4000,
    address = '203.0.113.7',
    path = ADMISSION_PAGE.path,
  }: { waitMs?: number; address?: string; path?: string } = {},
) {
  const stamp = await servedStamp(path);
  now = new Date(now.getTime() + waitMs);
  return site.app.inject({
    method: 'POST',
    url: path,
    remoteAddress: address,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ formulario_inicio: stamp, sitio_web: '', ...fields }).toString(),
  });
}

const inbox = async (query = '') => {
  const response = await site.app.inject({
    url: `${ADMISSION_PATHS.inquiries}${query}`,
    headers: auth(),
  });
  expect(response.statusCode).toBe(200);
  return response.json<Inquiry[]>();
};

describe('the inquiry form, posted without JavaScript', () => {
  sitePerTest();

  it('stores the inquiry as new and sends the family to the thank-you (303)', async () => {
    const response = await send(GOOD);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(ADMISSION_PAGE.thanksPath);
    const [inquiry, ...others] = await inbox();
    expect(others).toEqual([]);
    expect(inquiry).toMatchObject({
      nombre: 'Ana Pérez',
      email: 'ana.perez@ejemplo.cl',
      telefono: '+56 9 1234 5678',
      nivel: 'kinder',
      anio_nacimiento: 2021,
      mensaje: '¿Quedan vacantes para kínder?\nGracias.',
      estado: 'nueva',
      creada: now.toISOString(),
    });
    const thanks = await site.app.inject({ url: ADMISSION_PAGE.thanksPath.split('#')[0] ?? '' });
    expect(pageDataOf(thanks.body)[ADMISSION_PAGE_DATA.form]).toMatchObject({ enviada: true });
  });

  it('takes the optional fields empty', async () => {
    const response = await send({ ...GOOD, telefono: '', anio_nacimiento: '' });
    expect(response.statusCode).toBe(303);
    expect((await inbox())[0]).toMatchObject({ telefono: null, anio_nacimiento: null });
  });

  it('thanks a robot that filled the honeypot the same way, and stores nothing', async () => {
    const response = await send({ ...GOOD, sitio_web: 'https://spam.example' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(ADMISSION_PAGE.thanksPath);
    expect(await inbox()).toEqual([]);
  });

  it('refuses a form sent under 3 seconds: the page again with what was typed, nothing stored', async () => {
    const response = await send(GOOD, { waitMs: 2000 });
    expect(response.statusCode).toBe(400);
    const state = pageDataOf(response.body)[ADMISSION_PAGE_DATA.form] as AdmissionFormState;
    expect(state.message).toBe(PUBLIC_FORM_MESSAGES.tooFast);
    expect(state.values).toMatchObject({ nombre: 'Ana Pérez', mensaje: GOOD.mensaje });
    expect(state.stamp).toMatch(/^\d+\./);
    expect(await inbox()).toEqual([]);
  });

  it('refuses a forged stamp like a fast one', async () => {
    await servedStamp();
    now = new Date(now.getTime() + 60_000);
    const response = await site.app.inject({
      method: 'POST',
      url: ADMISSION_PAGE.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        ...GOOD,
        formulario_inicio: `${String(T0.getTime() - 60_000)}.falsa`,
      }).toString(),
    });
    expect(response.statusCode).toBe(400);
    expect(await inbox()).toEqual([]);
  });

  it('refuses the sixth submission of an hour from one address (429, in Spanish), storing nothing more', async () => {
    for (let i = 0; i < 5; i++) expect((await send(GOOD)).statusCode).toBe(303);
    const sixth = await send(GOOD);
    expect(sixth.statusCode).toBe(429);
    const state = pageDataOf(sixth.body)[ADMISSION_PAGE_DATA.form] as AdmissionFormState;
    expect(state.message).toBe(PUBLIC_FORM_MESSAGES.tooMany);
    expect(await inbox()).toHaveLength(5);
    // Another address is not held back.
    expect((await send(GOOD, { address: '198.51.100.2' })).statusCode).toBe(303);
  });

  it.each([
    ['nombre', { nombre: '  ' }, INQUIRY_MESSAGES.nameRequired],
    ['nombre', { nombre: 'x'.repeat(121) }, INQUIRY_MESSAGES.nameTooLong],
    ['email', { email: '' }, INQUIRY_MESSAGES.emailRequired],
    ['email', { email: 'ana@ejemplo' }, INQUIRY_MESSAGES.emailInvalid],
    ['telefono', { telefono: 'llámame' }, INQUIRY_MESSAGES.phoneInvalid],
    ['nivel', { nivel: '9-basico' }, INQUIRY_MESSAGES.levelRequired],
    ['anio_nacimiento', { anio_nacimiento: '1990' }, INQUIRY_MESSAGES.birthYearInvalid],
    ['anio_nacimiento', { anio_nacimiento: '21' }, INQUIRY_MESSAGES.birthYearInvalid],
    ['mensaje', { mensaje: '' }, INQUIRY_MESSAGES.messageRequired],
    ['mensaje', { mensaje: 'a'.repeat(2001) }, INQUIRY_MESSAGES.messageTooLong],
    ['consentimiento', { consentimiento: '' }, INQUIRY_MESSAGES.consentRequired],
  ])(
    'refuses a bad %s with its message beside it, and stores nothing',
    async (field, change, message) => {
      const response = await send({ ...GOOD, ...change });
      expect(response.statusCode).toBe(400);
      const state = pageDataOf(response.body)[ADMISSION_PAGE_DATA.form] as AdmissionFormState;
      expect(state.errors).toEqual({ [field]: message });
      expect(state.values?.nombre).toBe((change as { nombre?: string }).nombre ?? GOOD.nombre);
      expect(await inbox()).toEqual([]);
    },
  );

  it('takes a message of exactly 2,000 characters', async () => {
    expect((await send({ ...GOOD, mensaje: 'a'.repeat(2000) })).statusCode).toBe(303);
  });
});

describe('the inquiry form on a French or English page', () => {
  sitePerTest();

  const stateOf = (body: string) =>
    pageDataOf(body)[ADMISSION_PAGE_DATA.form] as AdmissionFormState;

  it('answers a bad submission to /fr/admision in French, keeping what was typed, and stores nothing', async () => {
    const response = await send(
      { ...GOOD, email: 'ana@ejemplo', consentimiento: '' },
      { path: '/fr/admision' },
    );
    expect(response.statusCode).toBe(400);
    const state = stateOf(response.body);
    expect(state.message).toBe('Vérifiez les champs signalés : vos informations sont toujours là.');
    expect(state.errors).toEqual({
      email: 'Vérifiez votre adresse e-mail : elle doit avoir la forme nom@domaine.cl.',
      consentimiento: 'Pour vous répondre, nous avons besoin de votre accord pour vous contacter.',
    });
    expect(state.values?.nombre).toBe(GOOD.nombre);
    expect(await inbox()).toEqual([]);
  });

  it('answers in English on /en/admision, the guard’s refusals too, and thanks in English', async () => {
    const fast = await send(GOOD, { path: '/en/admision', waitMs: 1000 });
    expect(fast.statusCode).toBe(400);
    expect(stateOf(fast.body).message).toBe(PUBLIC_FORM_MESSAGES_BY_LANG.en.tooFast);
    expect(stateOf(fast.body).message).toMatch(/^For security, the form needs a few more seconds/);

    const bad = await send({ ...GOOD, nivel: '9-basico' }, { path: '/en/admision' });
    expect(stateOf(bad.body).errors).toEqual({
      nivel: 'Please choose the level you are interested in.',
    });

    const sent = await send(GOOD, { path: '/en/admision' });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`/en${ADMISSION_PAGE.thanksPath}`);
    expect(await inbox()).toHaveLength(1);
    // Three submissions so far from this address; the sixth is refused, in English.
    expect((await send(GOOD, { path: '/fr/admision' })).statusCode).toBe(303);
    expect((await send(GOOD)).statusCode).toBe(303);
    const sixth = await send(GOOD, { path: '/en/admision' });
    expect(sixth.statusCode).toBe(429);
    expect(stateOf(sixth.body).message).toBe(
      'We have received several submissions from your connection in a short time. Please wait an hour and try again, or give us a call.',
    );
  });

  it('keeps every message of the Spanish page as it was', { tags: ['zone-free'] }, () => {
    expect(INQUIRY_MESSAGES_BY_LANG.es).toBe(INQUIRY_MESSAGES);
    expect(PUBLIC_FORM_MESSAGES_BY_LANG.es).toBe(PUBLIC_FORM_MESSAGES);
    for (const lang of ['fr', 'en'] as const) {
      expect(Object.keys(INQUIRY_MESSAGES_BY_LANG[lang]).sort()).toEqual(
        Object.keys(INQUIRY_MESSAGES).sort(),
      );
    }
  });
});

describe('the inbox', () => {
  sitePerTest();

  const patch = (id: number, body: unknown) =>
    site.app.inject({
      method: 'PATCH',
      url: ADMISSION_PATHS.inquiry(id),
      headers: auth(),
      payload: body as object,
    });

  it('filters by status and level, counts the new ones, and logs every status change', async () => {
    await send(GOOD);
    await send({ ...GOOD, nivel: '3-basico', email: 'otra@ejemplo.cl' });
    const [second, first] = await inbox();
    expect(first?.nivel).toBe('kinder');
    expect((await inbox('?nivel=3-basico')).map((row) => row.id)).toEqual([second?.id]);
    const id = first?.id ?? 0;
    expect((await patch(id, { estado: 'respondida', nota: 'Llamé el martes.' })).statusCode).toBe(
      200,
    );
    expect((await inbox('?estado=respondida')).map((row) => [row.id, row.nota])).toEqual([
      [id, 'Llamé el martes.'],
    ]);
    const count = await site.app.inject({
      url: `${ADMISSION_PATHS.inquiries}/nuevas`,
      headers: auth(),
    });
    expect(count.json()).toEqual({ nuevas: 1 });
    expect((await patch(id, { estado: 'cerrada' })).statusCode).toBe(200);
    const entries = (await log()).filter((entry) => entry.accion.startsWith('consulta.'));
    expect(entries.map((entry) => entry.detalle)).toEqual([
      `Consulta n.º ${String(id)}: respondida → cerrada`,
      `Consulta n.º ${String(id)}: nota actualizada`,
      `Consulta n.º ${String(id)}: nueva → respondida`,
    ]);
  });

  it('refuses a bad status, an empty change, a bad filter and an unknown inquiry, changing nothing', async () => {
    await send(GOOD);
    const [inquiry] = await inbox();
    const id = inquiry?.id ?? 0;
    expect((await patch(id, { estado: 'leida' })).statusCode).toBe(400);
    expect((await patch(id, {})).statusCode).toBe(400);
    expect((await patch(id, { nota: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await patch(999, { estado: 'cerrada' })).statusCode).toBe(404);
    expect((await patch(0, { estado: 'cerrada' })).statusCode).toBe(404);
    const bad = await site.app.inject({
      url: `${ADMISSION_PATHS.inquiries}?estado=todas`,
      headers: auth(),
    });
    expect(bad.statusCode).toBe(400);
    expect((await inbox())[0]).toMatchObject({ estado: 'nueva', nota: '' });
  });

  it('exports one family’s inquiries and deletes them on request, logged without their data', async () => {
    await send(GOOD);
    await send({ ...GOOD, nivel: '1-basico' });
    await send({ ...GOOD, email: 'otra@ejemplo.cl' });
    const url = `${ADMISSION_PATHS.family}?email=${encodeURIComponent(' ANA.perez@ejemplo.cl ')}`;
    const exported = await site.app.inject({ url, headers: auth() });
    expect(exported.json<Inquiry[]>().map((row) => row.nivel)).toEqual(['1-basico', 'kinder']);
    const deleted = await site.app.inject({ method: 'DELETE', url, headers: auth() });
    expect(deleted.json()).toEqual({ eliminadas: 2 });
    expect((await inbox()).map((row) => row.email)).toEqual(['otra@ejemplo.cl']);
    const entries = (await log()).filter((entry) => entry.accion.startsWith('consulta.'));
    expect(entries.map((entry) => [entry.accion, entry.detalle])).toEqual([
      ['consulta.eliminar', '2 consultas eliminadas a pedido de la familia'],
      ['consulta.exportar', '2 consultas exportadas a pedido de la familia'],
    ]);
    expect(JSON.stringify(await log())).not.toMatch(/ana\.perez|Ana Pérez/i);
    const badEmail = await site.app.inject({
      method: 'DELETE',
      url: `${ADMISSION_PATHS.family}?email=ana`,
      headers: auth(),
    });
    expect(badEmail.statusCode).toBe(400);
    expect(await inbox()).toHaveLength(1);
  });
});

describe('inquiries past 24 months', () => {
  sitePerTest();

  it('are deleted at start and daily, the others kept, and the deletion logged without data', async () => {
    await send(GOOD);
    now = new Date('2026-09-01T12:00:00.000Z');
    await send({ ...GOOD, email: 'despues@ejemplo.cl' });
    await site.close();
    // 24 months and a day after the first one: it goes; the second stays.
    now = new Date('2028-06-11T15:00:00.000Z');
    site = await admissionsSite({ now: () => now, dataDir: site.dataDir });
    token = await loginAs(site.app);
    expect((await inbox()).map((row) => row.email)).toEqual(['despues@ejemplo.cl']);
    expect((await log()).find((entry) => entry.accion === 'consulta.caducar')?.detalle).toBe(
      '1 consulta eliminada por tener más de 24 meses',
    );
  });
});

describe('npm run admin -- inquiries --csv', () => {
  sitePerTest();

  const run = async (args: string[]) => {
    let out = '';
    let err = '';
    const stream = (write: (text: string) => void) =>
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          write(chunk.toString('utf8'));
          done();
        },
      });
    const code = await withDatabase(site.dataDir, ({ db }) =>
      runInquiriesCli(args, db, {
        stdout: stream((text) => (out += text)),
        stderr: stream((text) => (err += text)),
      }),
    );
    return { code, out, err };
  };

  it('writes every inquiry as CSV, quoted where needed, a formula never live', async () => {
    await send({ ...GOOD, nombre: '=HYPERLINK("x")', mensaje: 'Hola, "profe"\nsegunda línea' });
    const { code, out } = await run(['--csv']);
    expect(code).toBe(0);
    const [header, row] = out.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'id,creada,estado,nivel,nombre,email,telefono,anio_nacimiento,mensaje,nota',
    );
    expect(row).toContain(
      `,nueva,Kínder,"'=HYPERLINK(""x"")",ana.perez@ejemplo.cl,'+56 9 1234 5678,2021,"Hola, ""profe""`,
    );
  });

  it('says how to use it without --csv', { tags: ['zone-free'] }, async () => {
    const { code, err } = await run([]);
    expect(code).toBe(2);
    expect(err).toContain('inquiries --csv');
  });
});
