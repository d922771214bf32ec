// @time-zones
import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DIGEST_MESSAGES as M,
  DIGEST_FORM_MESSAGES,
  DIGEST_PAGE,
  DIGEST_PAGE_DATA,
  DIGEST_PATHS,
  LANGS,
  pathInLang,
  type DigestFormState,
} from '@lbj/shared';
import { createAdmin, loginAs, withDatabase } from '../../test/admin.ts';
import { formSite, pageDataOf, type AdmissionsSite } from '../../test/admissions-site.ts';
import { parseMail, until, type Received } from '../../test/smtp.ts';
import { addNews, smtpForFile } from './digest.test-support.ts';
import { addressHash, createDigestTokens } from './digest.tokens.ts';

/** The test apps' secret (admissions-site.ts): tokens a mail would carry are made with it. */
const tokens = createDigestTokens(
  new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256-signing'),
);

// Signing up on /boletin, the double opt-in, and the pages a family's mail links to, against a
// local SMTP server. The clock is the test's: "an hour later" and "48 hours later" are set, never
// waited for.

const START = new Date('2026-06-10T15:00:00.000Z');
let now = START;
let site: AdmissionsSite | undefined;
const { received, port } = smtpForFile();
let logLines: string[] = [];

afterEach(async () => {
  await site?.close();
  if (site) fs.rmSync(site.dataDir, { recursive: true, force: true });
  site = undefined;
  received.length = 0;
  now = START;
});

async function open(env: Record<string, string> = {}): Promise<AdmissionsSite> {
  logLines = [];
  site = await formSite(
    LANGS.map((lang) => ({
      path: pathInLang(lang, DIGEST_PAGE.path),
      data: [DIGEST_PAGE_DATA.form],
    })),
    {
      now: () => now,
      mailIntervalMs: 20,
      logStream: { write: (line) => void logLines.push(line) },
      env: {
        SMTP_URL: `smtp://boletin%40colegio.cl:clave-smtp-123@127.0.0.1:${String(port())}`,
        PUBLIC_URL: 'https://colegio.example',
        LOG_LEVEL: 'info',
        PUBLIC_FORM_MAX_PER_HOUR: '1000',
        ...env,
      },
    },
  );
  return site;
}

const FORM = 'application/x-www-form-urlencoded';

/** Sends the sign-up form as a browser would, after reading the page's stamp. */
async function signUp(
  app: AdmissionsSite['app'],
  fields: Record<string, string | string[]> = {},
  page: string = DIGEST_PAGE.path,
) {
  const served = await app.inject({ url: page });
  const { stamp } = pageDataOf(served.body)[DIGEST_PAGE_DATA.form] as DigestFormState;
  now = new Date(now.getTime() + 5000);
  const body = new URLSearchParams({ formulario_inicio: stamp, sitio_web: '' });
  const all: Record<string, string | string[]> = {
    email: 'Familia@Ejemplo.cl',
    nivel: ['3-basico', '5-basico'],
    noticias: 'si',
    calendario: 'si',
    urgentes: 'si',
    acepto: 'si',
    ...fields,
  };
  for (const [name, value] of Object.entries(all)) {
    for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
  }
  return app.inject({
    method: 'POST',
    url: page,
    headers: { 'content-type': FORM },
    payload: body.toString(),
  });
}

const subscribers = (dataDir: string) =>
  withDatabase(dataDir, ({ db }) => db.selectFrom('digest_subscribers').selectAll().execute());
const suppressions = (dataDir: string) =>
  withDatabase(dataDir, ({ db }) => db.selectFrom('digest_suppressions').selectAll().execute());
const queued = (dataDir: string) =>
  withDatabase(dataDir, ({ db }) => db.selectFrom('mail_outbox').selectAll().execute());

/** The links of a confirmation mail, as paths on the site. */
function linksOf(mail: Received | undefined): { confirm: string; notMe: string } {
  const { text } = parseMail(mail?.data ?? '');
  const urls = [...text.matchAll(/https:\/\/colegio\.example(\/boletin\/\S+)/g)].map(
    (match) => match[1] ?? '',
  );
  const confirm = urls.find((url) => url.startsWith('/boletin/confirmar/'));
  const notMe = urls.find((url) => url.startsWith('/boletin/no-fui-yo/'));
  if (!confirm || !notMe) throw new Error(`no links in: ${text}`);
  return { confirm, notMe };
}

async function confirmationMail(): Promise<Received> {
  await until(() => received.length >= 1, 'the confirmation mail');
  return received[0] as Received;
}

/** Lets the queue run a few more rounds, then returns what arrived. */
async function settle(dataDir: string): Promise<Received[]> {
  await until(async () => (await queued(dataDir)).length === 0, 'the queue to empty');
  return received;
}

const post = (app: AdmissionsSite['app'], url: string, payload = '', type = FORM) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': type }, payload });

describe('signing up on /boletin', () => {
  it('sends exactly one confirmation, with links that expire, and stores a pending sign-up', async () => {
    const { app, dataDir } = await open();
    const answer = await signUp(app);
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(DIGEST_PAGE.thanksPath);
    const mail = await confirmationMail();
    expect(mail.to).toEqual(['familia@ejemplo.cl']);
    const parsed = parseMail(mail.data);
    expect(parsed.headers.subject).toBe(
      'Confirma tu suscripción al boletín del Colegio Le Beau Jour',
    );
    expect(parsed.headers.from).toContain('boletin@colegio.cl');
    linksOf(mail);
    const [row] = await subscribers(dataDir);
    expect(row).toMatchObject({
      email: 'familia@ejemplo.cl',
      niveles: ',3-basico,5-basico,',
      noticias: 1,
      calendario: 1,
      urgentes: 1,
      consentimiento: '2026-11',
      pendiente_desde: now.toISOString(),
      confirmado_en: null,
    });
    // Nothing else is sent until it is confirmed, even after a digest run (with something in it).
    await createAdmin(dataDir);
    await withDatabase(dataDir, ({ db }) => addNews(db, 'Noticia de la semana', now));
    now = new Date(now.getTime() + 60_000);
    const run = await app.inject({
      method: 'POST',
      url: DIGEST_PATHS.send,
      headers: { authorization: `Bearer ${await loginAs(app)}` },
    });
    expect(run.json()).toMatchObject({ nueva: true, destinatarios: 0, correos: 0 });
    expect((await settle(dataDir)).length).toBe(1);
  });

  it('answers the same for a new, pending, confirmed and blocked address, and mails only once an hour', async () => {
    const { app, dataDir } = await open();
    const first = await signUp(app);
    const pending = await signUp(app);
    expect(pending.headers.location).toBe(first.headers.location);
    const { confirm, notMe } = linksOf(await confirmationMail());
    expect((await post(app, confirm)).statusCode).toBe(200);
    const confirmed = await signUp(app);
    expect(confirmed.headers.location).toBe(first.headers.location);
    // Another address, blocked by its owner, answered the same and sent nothing.
    await signUp(app, { email: 'otra@ejemplo.cl' });
    await until(() => received.length === 2, 'the second confirmation');
    const blockLink = linksOf(received[1]).notMe;
    expect((await post(app, blockLink)).statusCode).toBe(200);
    now = new Date(now.getTime() + 2 * 60 * 60 * 1000);
    const blocked = await signUp(app, { email: 'otra@ejemplo.cl' });
    expect(blocked.headers.location).toBe(first.headers.location);
    expect((await settle(dataDir)).length).toBe(2);
    expect(notMe).not.toBe(blockLink);
    expect((await subscribers(dataDir)).map((row) => row.email)).toEqual(['familia@ejemplo.cl']);
  });

  it('100 sign-ups of one address in an hour send one mail; an hour later, one more', async () => {
    const { app, dataDir } = await open();
    for (let i = 0; i < 100; i++) {
      expect((await signUp(app)).statusCode).toBe(303);
    }
    expect((await settle(dataDir)).length).toBe(1);
    now = new Date(START.getTime() + 60 * 60 * 1000 + 1000);
    await signUp(app);
    await until(() => received.length === 2, 'the next hour’s confirmation');
    expect((await settle(dataDir)).length).toBe(2);
  });

  it('past the site’s cap of confirmations an hour, asks to try later and stores nothing', async () => {
    const { app, dataDir } = await open({ DIGEST_CONFIRMATIONS_PER_HOUR: '2' });
    await signUp(app, { email: 'a@ejemplo.cl' });
    await signUp(app, { email: 'b@ejemplo.cl' });
    const third = await signUp(app, { email: 'c@ejemplo.cl' });
    expect(third.statusCode).toBe(429);
    const state = pageDataOf(third.body)[DIGEST_PAGE_DATA.form] as DigestFormState;
    expect(state.message).toBe(M.tryLater);
    expect(state.values?.email).toBe('c@ejemplo.cl');
    expect((await subscribers(dataDir)).map((row) => row.email)).toEqual([
      'a@ejemplo.cl',
      'b@ejemplo.cl',
    ]);
    expect((await settle(dataDir)).length).toBe(2);
  });

  it('shows the form again with what was typed and a message per field', async () => {
    const { app, dataDir } = await open();
    const answer = await signUp(app, {
      email: 'no-es-correo',
      nivel: [],
      noticias: '',
      calendario: '',
      urgentes: '',
      acepto: '',
    });
    expect(answer.statusCode).toBe(400);
    const state = pageDataOf(answer.body)[DIGEST_PAGE_DATA.form] as DigestFormState;
    expect(state.errors).toEqual({
      email: M.emailInvalid,
      nivel: M.levelRequired,
      noticias: M.kindRequired,
      acepto: M.consentRequired,
    });
    expect(state.values?.email).toBe('no-es-correo');
    const again = await signUp(app, { nivel: ['3-basico', 'decimo'] });
    expect(again.statusCode).toBe(400);
    expect((pageDataOf(again.body)[DIGEST_PAGE_DATA.form] as DigestFormState).niveles).toEqual([
      '3-basico',
      'decimo',
    ]);
    expect(await subscribers(dataDir)).toEqual([]);
  });

  it('thanks a robot that filled the honeypot, and stores nothing', async () => {
    const { app, dataDir } = await open();
    const answer = await signUp(app, { sitio_web: 'https://spam.example' });
    expect(answer.headers.location).toBe(DIGEST_PAGE.thanksPath);
    expect(await subscribers(dataDir)).toEqual([]);
  });

  it('is sent from the French and English pages too, and thanks in their language', async () => {
    const { app } = await open();
    const answer = await signUp(app, {}, pathInLang('fr', DIGEST_PAGE.path));
    expect(answer.headers.location).toBe(`/fr${DIGEST_PAGE.thanksPath}`);
    const refused = await signUp(app, { acepto: '' }, pathInLang('en', DIGEST_PAGE.path));
    expect(refused.statusCode).toBe(400);
    const state = pageDataOf(refused.body)[DIGEST_PAGE_DATA.form] as DigestFormState;
    expect([state.message, state.errors]).toEqual([
      DIGEST_FORM_MESSAGES.en.formHasErrors,
      { acepto: 'To subscribe, tick the consent box.' },
    ]);
  });

  it('without SMTP_URL, nobody can sign up for mail that would never be sent', async () => {
    const { app, dataDir } = await open({ SMTP_URL: '' });
    const answer = await signUp(app);
    expect(answer.statusCode).toBe(503);
    expect((pageDataOf(answer.body)[DIGEST_PAGE_DATA.form] as DigestFormState).message).toBe(
      M.unavailable,
    );
    expect(await subscribers(dataDir)).toEqual([]);
  });
});

describe('the confirmation', () => {
  it('a GET shows the button and changes nothing; the POST confirms, without JavaScript', async () => {
    const { app, dataDir } = await open();
    await signUp(app);
    const { confirm } = linksOf(await confirmationMail());
    const page = await app.inject({ url: confirm });
    expect(page.statusCode).toBe(200);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['x-robots-tag']).toContain('noindex');
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(page.body).toMatch(/<form method="post"><button[^>]*>Confirmar suscripción<\/button>/);
    expect(page.body).not.toContain('<script');
    expect((await subscribers(dataDir))[0]?.confirmado_en).toBeNull();

    now = new Date(now.getTime() + 60_000);
    const done = await post(app, confirm);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(M.confirmed);
    // No other token in the page: tokens are only ever in the family's mail.
    expect(done.body).not.toMatch(/\/boletin\/(preferencias|baja|no-fui-yo)\//);
    const [row] = await subscribers(dataDir);
    expect(row).toMatchObject({ confirmado_en: now.toISOString(), pendiente_desde: null });
  });

  it('an altered token answers 404 and an expired one 410, each in Spanish, and nothing changes', async () => {
    const { app, dataDir } = await open();
    await signUp(app);
    const { confirm } = linksOf(await confirmationMail());
    const altered = `${confirm.slice(0, -1)}${confirm.endsWith('A') ? 'B' : 'A'}`;
    for (const method of ['GET', 'POST'] as const) {
      const answer = await app.inject({ method, url: altered, headers: { 'content-type': FORM } });
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toContain(M.badLinkHeading);
    }
    // A token of another kind (the "No fui yo" one) does not confirm either.
    const notMeToken = linksOf(received[0]).notMe.split('/').pop() ?? '';
    expect((await post(app, `/boletin/confirmar/${notMeToken}`)).statusCode).toBe(404);

    now = new Date(now.getTime() + 48 * 60 * 60 * 1000);
    const expired = await post(app, confirm);
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain(M.expiredHeading);
    expect(expired.headers['referrer-policy']).toBe('no-referrer');
    expect((await subscribers(dataDir))[0]?.confirmado_en).toBeNull();
  });

  it('"No fui yo" blocks the address: the row goes, a hash stays, nothing more is sent', async () => {
    const { app, dataDir } = await open();
    await signUp(app);
    const { notMe } = linksOf(await confirmationMail());
    const page = await app.inject({ url: notMe });
    expect(page.body).toContain('>No fui yo</button>');
    expect(await subscribers(dataDir)).toHaveLength(1);
    expect((await post(app, notMe)).body).toContain(M.blocked);
    expect(await subscribers(dataDir)).toEqual([]);
    expect(await suppressions(dataDir)).toEqual([
      { hash: addressHash('familia@ejemplo.cl'), motivo: 'bloqueo', creado: now.toISOString() },
    ]);
  });

  it('no log line holds a whole token or the SMTP password', async () => {
    const { app, dataDir } = await open();
    await signUp(app);
    const { confirm } = linksOf(await confirmationMail());
    await app.inject({ url: confirm });
    await post(app, confirm);
    await app.inject({ url: `${confirm}x` });
    await settle(dataDir);
    const token = confirm.split('/').pop() ?? '';
    const log = logLines.join('\n');
    expect(log).not.toContain(token);
    expect(log).not.toContain('clave-smtp-123');
  });
});

/** A confirmed family's preferences and leave links, made as the mails make them. */
async function confirmedFamily(app: AdmissionsSite['app'], dataDir: string) {
  await signUp(app);
  const { confirm } = linksOf(await confirmationMail());
  await post(app, confirm);
  const id = (await subscribers(dataDir)).find((row) => row.confirmado_en !== null)?.id ?? 0;
  // The link every mail carries, made as the mails make it.
  return { preferences: `/boletin/preferencias/${tokens.make('preferences', id)}` };
}

describe('preferences and leaving', () => {
  it('changes the levels and kinds by a form that POSTs; a choice without a level is refused', async () => {
    const { app, dataDir } = await open();
    const { preferences } = await confirmedFamily(app, dataDir);
    const page = await app.inject({ url: preferences });
    expect(page.statusCode).toBe(200);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain('value="3-basico" checked');
    expect(page.body).toContain('Darme de baja de todo');

    const refused = await post(app, preferences, 'accion=guardar&noticias=si');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(M.levelRequired);
    expect(refused.body).toContain('name="noticias" value="si" checked');

    const saved = await post(
      app,
      preferences,
      'accion=guardar&nivel=kinder&nivel=8-basico&urgentes=si',
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toContain(M.saved);
    expect((await subscribers(dataDir))[0]).toMatchObject({
      niveles: ',kinder,8-basico,',
      noticias: 0,
      calendario: 0,
      urgentes: 1,
    });
  });

  it('"Darme de baja de todo" deletes the row and keeps only a hash', async () => {
    const { app, dataDir } = await open();
    const { preferences } = await confirmedFamily(app, dataDir);
    const answer = await post(app, preferences, 'accion=baja');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain(M.leftAll);
    expect(await subscribers(dataDir)).toEqual([]);
    expect((await suppressions(dataDir)).map((row) => row.motivo)).toEqual(['baja']);
    // Signing up again is the family's own act: a new confirmation, and confirming lifts the hash.
    now = new Date(now.getTime() + 2 * 60 * 60 * 1000);
    await signUp(app);
    await until(() => received.length === 2, 'a new confirmation');
    expect((await post(app, linksOf(received[1]).confirm)).statusCode).toBe(200);
    expect(await suppressions(dataDir)).toEqual([]);
  });

  it('a pending sign-up never confirmed is deleted after 7 days', async () => {
    const { app, dataDir } = await open();
    await signUp(app);
    await settle(dataDir);
    await site?.close();
    now = new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000 + 1000);
    site = await formSite([], { now: () => now, dataDir, env: {} });
    expect(await subscribers(dataDir)).toEqual([]);
  });
});

describe('one-click leave (RFC 8058)', () => {
  const leaveDigest = (id: number) => `/boletin/baja/${tokens.make('leaveDigest', id)}`;
  const leaveUrgent = (id: number) => `/boletin/baja/${tokens.make('leaveUrgent', id)}`;

  it('a POST, urlencoded, with no cookie, answers 200 with no redirect; the urgent notices stay', async () => {
    const { app, dataDir } = await open();
    await confirmedFamily(app, dataDir);
    const id = (await subscribers(dataDir))[0]?.id ?? 0;
    const page = await app.inject({ url: leaveDigest(id) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('>Darme de baja</button>');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect((await subscribers(dataDir))[0]?.noticias).toBe(1);

    const answer = await post(app, leaveDigest(id), 'List-Unsubscribe=One-Click');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers.location).toBeUndefined();
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect((await subscribers(dataDir))[0]).toMatchObject({
      noticias: 0,
      calendario: 0,
      urgentes: 1,
    });
    // Twice is still left.
    expect((await post(app, leaveDigest(id), 'List-Unsubscribe=One-Click')).statusCode).toBe(200);
  });

  it('multipart works the same; leaving the urgent notices keeps the digest', async () => {
    const { app, dataDir } = await open();
    await confirmedFamily(app, dataDir);
    const id = (await subscribers(dataDir))[0]?.id ?? 0;
    const boundary = 'limite123';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    const answer = await post(
      app,
      leaveUrgent(id),
      body,
      `multipart/form-data; boundary=${boundary}`,
    );
    expect(answer.statusCode).toBe(200);
    expect((await subscribers(dataDir))[0]).toMatchObject({
      noticias: 1,
      calendario: 1,
      urgentes: 0,
    });
    // Leaving what is left is leaving everything: only a hash stays.
    expect((await post(app, leaveDigest(id), 'List-Unsubscribe=One-Click')).body).toContain(
      M.leftAll,
    );
    expect(await subscribers(dataDir)).toEqual([]);
    expect((await suppressions(dataDir)).map((row) => row.motivo)).toEqual(['baja']);
  });

  it('an altered leave token answers 404 and changes nothing', async () => {
    const { app, dataDir } = await open();
    await confirmedFamily(app, dataDir);
    const id = (await subscribers(dataDir))[0]?.id ?? 0;
    const answer = await post(
      app,
      `${leaveDigest(id + 1).slice(0, -2)}zz`,
      'List-Unsubscribe=One-Click',
    );
    expect(answer.statusCode).toBe(404);
    expect((await subscribers(dataDir))[0]?.noticias).toBe(1);
  });
});
