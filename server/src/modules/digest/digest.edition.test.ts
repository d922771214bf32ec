// @time-zones
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { DIGEST_MESSAGES, DIGEST_PATHS, type AuditEntry } from '@lbj/shared';
import { openDatabase } from '../../lib/db.ts';
import { createAdmin, loginAs, withDatabase } from '../../test/admin.ts';
import type { AdmissionsSite } from '../../test/admissions-site.ts';
import { parseMail, until } from '../../test/smtp.ts';
import { runDigestCli } from './digest-cli.ts';
import {
  addEvent,
  addFamily,
  addNews,
  digestSites,
  type FamilyKinds,
} from './digest.test-support.ts';

// The weekly digest against a local SMTP server: what one family's mail holds, its headers, the
// frozen list of an edition, and the week's schedule in Chile's time. The clock is the test's.

// Wednesday 10 June 2026, 11:00 in Chile (UTC−4): before the default Friday 16:00.
const WEDNESDAY = new Date('2026-06-10T15:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
let now = WEDNESDAY;
const { received, open } = digestSites(() => now);

afterEach(() => {
  now = WEDNESDAY;
});

/** A confirmed family, as the sign-up and its confirmation leave it. */
const family = (dataDir: string, email: string, niveles: string[], kinds: FamilyKinds = {}) =>
  withDatabase(dataDir, ({ db }) =>
    addFamily(db, email, niveles, new Date(now.getTime() - DAY), kinds),
  );

/** An event of the calendar, `inDays` from now, last changed a month ago unless said. */
const event = (
  dataDir: string,
  titulo: string,
  inDays: number,
  niveles: string[],
  change: { cambio?: string; cambioEn?: Date; estado?: string } = {},
) =>
  withDatabase(dataDir, ({ db }) =>
    addEvent(db, titulo, new Date(now.getTime() + inDays * DAY), niveles, {
      ...change,
      changedAt: change.cambioEn ?? new Date(now.getTime() - 30 * DAY),
    }),
  );

const news = (dataDir: string, titulo: string, at: Date) =>
  withDatabase(dataDir, ({ db }) => addNews(db, titulo, at));

const outbox = (dataDir: string) =>
  withDatabase(dataDir, ({ db }) => db.selectFrom('mail_outbox').selectAll().execute());
const deliveries = (dataDir: string) =>
  withDatabase(dataDir, ({ db }) =>
    db.selectFrom('digest_deliveries').select(['subscriber_id', 'estado']).orderBy('id').execute(),
  );

async function sendNow(app: AdmissionsSite['app'], token: string) {
  return app.inject({
    method: 'POST',
    url: DIGEST_PATHS.send,
    headers: { authorization: `Bearer ${token}` },
  });
}

/** Waits until the queue has sent everything it can, then returns the mails by recipient. */
async function delivered(dataDir: string): Promise<Map<string, ReturnType<typeof parseMail>>> {
  await until(
    async () => (await outbox(dataDir)).every((mail) => mail.estado === 'ambiguo'),
    'the queue to empty',
  );
  const byAddress = new Map<string, ReturnType<typeof parseMail>>();
  for (const mail of received) {
    for (const to of mail.to) {
      if (byAddress.has(to)) throw new Error(`two mails to ${to}`);
      byAddress.set(to, parseMail(mail.data));
    }
  }
  return byAddress;
}

async function adminToken(current: Pick<AdmissionsSite, 'app' | 'dataDir'>) {
  await createAdmin(current.dataDir);
  return loginAs(current.app);
}

describe('the weekly digest', () => {
  it('holds 3º básico and whole-school events of the next 14 days, and no 5º básico event', async () => {
    const { app, dataDir } = await open();
    const token = await adminToken({ app, dataDir });
    await family(dataDir, 'tercero@ejemplo.cl', ['3-basico']);
    await event(dataDir, 'Salida pedagógica de tercero', 3, ['3-basico']);
    await event(dataDir, 'Acto del Día del Colegio', 10, []);
    await event(dataDir, 'Reunión de apoderados de quinto', 2, ['5-basico']);
    await event(dataDir, 'Feria científica de tercero', 20, ['3-basico']);
    await event(dataDir, 'Paseo de tercero', 5, ['3-basico'], {
      estado: 'cancelado',
      cambio: 'cancelado',
      // Two days ago: mailed at once then; the digest lists it among the week's changes.
      cambioEn: new Date(now.getTime() - 2 * DAY),
    });
    await news(dataDir, 'Ganamos el torneo de ajedrez', new Date(now.getTime() - 2 * DAY));

    const answer = await sendNow(app, token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ nueva: true, destinatarios: 1, correos: 1 });
    const mail = (await delivered(dataDir)).get('tercero@ejemplo.cl');
    if (!mail?.html) throw new Error('no HTML part');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Salida pedagógica de tercero');
      expect(part).toContain('Acto del Día del Colegio');
      expect(part).toContain('Todo el colegio');
      expect(part).toContain('3º Básico');
      expect(part).toContain('Ganamos el torneo de ajedrez');
      expect(part).toContain('Paseo de tercero');
      expect(part).not.toContain('Reunión de apoderados de quinto');
      expect(part).not.toContain('5º Básico');
      expect(part).not.toContain('Feria científica de tercero');
    }
    // In Chile's time, whatever the machine's zone: 13 June 2026, 11:00 (UTC−4).
    expect(mail.text).toContain('sábado, 13 de junio, 11:00');
    expect(mail.text).toMatch(/Cancelado · .* · 3º Básico/);
  });

  it('carries the list headers, a text part, and links only to the site, under 100 KB', async () => {
    const { app, dataDir } = await open();
    const token = await adminToken({ app, dataDir });
    await family(dataDir, 'familia@ejemplo.cl', ['1-basico']);
    for (let i = 0; i < 40; i++) await event(dataDir, `Evento número ${String(i)}`, i % 14, []);
    await sendNow(app, token);
    const raw = received.length > 0 ? received : [];
    const mail = (await delivered(dataDir)).get('familia@ejemplo.cl');
    if (!mail?.html) throw new Error('no HTML part');
    expect(mail.headers['content-type']).toMatch(/^multipart\/alternative/);
    expect(mail.text).toContain('Evento número 39');
    expect(mail.headers['list-unsubscribe']).toMatch(
      /^<https:\/\/colegio\.example\/boletin\/baja\/[^>\s,]+>$/,
    );
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers['list-id']).toBe(
      '"Boletin semanal del Colegio Le Beau Jour" <boletin.colegio.example>',
    );
    expect(Buffer.byteLength(raw[0]?.data ?? '')).toBeLessThan(100 * 1024);
    const hrefs = [...mail.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? '');
    expect(hrefs.length).toBeGreaterThan(40);
    expect(hrefs.filter((href) => !href.startsWith('https://colegio.example/'))).toEqual([]);
    expect(mail.html).not.toMatch(/<img|<script|url\(/i);
    expect(mail.html).toContain('<meta name="color-scheme" content="light dark" />');
    expect(mail.html).toContain('name="viewport"');
    expect(mail.text).toMatch(/https:\/\/colegio\.example\/boletin\/preferencias\/\S+/);
  });

  it('one-click POST from the header answers 200 with no redirect, and the next digest skips the family', async () => {
    const { app, dataDir } = await open();
    const token = await adminToken({ app, dataDir });
    await family(dataDir, 'se-va@ejemplo.cl', ['2-basico']);
    await family(dataDir, 'se-queda@ejemplo.cl', ['2-basico']);
    await event(dataDir, 'Evento del colegio', 3, []);
    await sendNow(app, token);
    const first = await delivered(dataDir);
    const leave = /^<https:\/\/colegio\.example(\/boletin\/baja\/[^>]+)>$/.exec(
      first.get('se-va@ejemplo.cl')?.headers['list-unsubscribe'] ?? '',
    )?.[1];
    if (!leave) throw new Error('no List-Unsubscribe');
    const answer = await app.inject({
      method: 'POST',
      url: leave,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers.location).toBeUndefined();

    received.length = 0;
    now = new Date(now.getTime() + 7 * DAY);
    await event(dataDir, 'Otro evento del colegio', 3, []);
    await sendNow(app, token);
    expect([...(await delivered(dataDir)).keys()]).toEqual(['se-queda@ejemplo.cl']);
  });

  it('two triggers for the same week send one mail per family; a family confirmed after it gets the next', async () => {
    const { app, dataDir } = await open();
    const token = await adminToken({ app, dataDir });
    await family(dataDir, 'a@ejemplo.cl', ['kinder']);
    await family(dataDir, 'b@ejemplo.cl', ['kinder']);
    await event(dataDir, 'Evento del colegio', 5, []);
    const first = await sendNow(app, token);
    await family(dataDir, 'tarde@ejemplo.cl', ['kinder']);
    const second = await sendNow(app, token);
    expect(second.json()).toEqual({ ...first.json<object>(), nueva: false, correos: 0 });
    expect([...(await delivered(dataDir)).keys()].sort()).toEqual(['a@ejemplo.cl', 'b@ejemplo.cl']);
    expect(received).toHaveLength(2);
    expect((await deliveries(dataDir)).map((row) => row.estado)).toEqual(['enviado', 'enviado']);

    received.length = 0;
    now = new Date(now.getTime() + 7 * DAY);
    await event(dataDir, 'Evento de la semana siguiente', 5, []);
    await sendNow(app, token);
    expect([...(await delivered(dataDir)).keys()].sort()).toEqual([
      'a@ejemplo.cl',
      'b@ejemplo.cl',
      'tarde@ejemplo.cl',
    ]);
  });

  it('a family with nothing for it gets no mail; news are never sent twice', async () => {
    const { app, dataDir } = await open();
    const token = await adminToken({ app, dataDir });
    await family(dataDir, 'noticias@ejemplo.cl', ['6-basico'], { calendario: false });
    await family(dataDir, 'nada@ejemplo.cl', ['7-basico'], { noticias: false });
    await event(dataDir, 'Evento de sexto', 3, ['6-basico']);
    await news(dataDir, 'Noticia de la semana', new Date(now.getTime() - DAY));
    await sendNow(app, token);
    const mails = await delivered(dataDir);
    expect([...mails.keys()]).toEqual(['noticias@ejemplo.cl']);
    expect((await deliveries(dataDir)).map((row) => row.estado)).toEqual([
      'enviado',
      'sin_contenido',
    ]);

    received.length = 0;
    now = new Date(now.getTime() + 7 * DAY);
    await event(dataDir, 'Evento de sexto, otra semana', 3, ['6-basico']);
    await sendNow(app, token);
    const next = (await delivered(dataDir)).get('noticias@ejemplo.cl');
    expect(next?.text).toContain('Evento de sexto, otra semana');
    expect(next?.text).not.toContain('Noticia de la semana');
  });

  it('is built by itself on Friday at 16:00 in Chile, or when staff set it, and logged', async () => {
    let current = await open();
    await family(current.dataDir, 'a@ejemplo.cl', ['kinder']);
    await event(current.dataDir, 'Evento del colegio', 5, []);
    const dataDir = current.dataDir;
    // Wednesday: nothing yet. Friday 15:59 in Chile: nothing. Friday 16:00: the edition.
    await current.close();
    now = new Date('2026-06-12T19:59:00.000Z');
    current = await open(dataDir);
    expect(await deliveries(dataDir)).toEqual([]);
    await current.close();
    now = new Date('2026-06-12T20:00:00.000Z');
    current = await open(dataDir);
    expect((await delivered(dataDir)).has('a@ejemplo.cl')).toBe(true);

    const token = await adminToken(current);
    const headers = { authorization: `Bearer ${token}` };
    const refused = await current.app.inject({
      method: 'PUT',
      url: DIGEST_PATHS.schedule,
      headers,
      payload: { dia: 1, hora: 24 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'hora', error: 'Elige una hora entre 0 y 23.' });
    const set = await current.app.inject({
      method: 'PUT',
      url: DIGEST_PATHS.schedule,
      headers,
      payload: { dia: 1, hora: 8 },
    });
    expect(set.json()).toEqual({ dia: 1, hora: 8 });
    expect((await current.app.inject({ url: DIGEST_PATHS.schedule, headers })).json()).toEqual({
      dia: 1,
      hora: 8,
    });
    const log = await current.app.inject({ url: '/api/audit-log', headers });
    expect(log.json<AuditEntry[]>().map((entry) => entry.accion)).toEqual(
      expect.arrayContaining(['boletin.enviar', 'boletin.horario']),
    );
  });

  it('built by itself with nobody subscribed, it leaves no line in the activity log', async () => {
    now = new Date('2026-06-12T20:00:00.000Z');
    const { app, dataDir } = await open();
    const token = await adminToken({ app, dataDir });
    const log = await app.inject({
      url: '/api/audit-log',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(log.json<AuditEntry[]>().map((entry) => entry.accion)).not.toContain('boletin.enviar');
    const edition = await sendNow(app, token);
    expect(edition.json()).toMatchObject({ nueva: false, destinatarios: 0 });
  });

  it('only administrators may send it', { tags: ['zone-free'] }, async () => {
    const { app } = await open();
    expect((await app.inject({ method: 'POST', url: DIGEST_PATHS.send })).statusCode).toBe(401);
  });
});

describe('npm run admin -- boletin enviar', () => {
  it('queues this week’s edition once, says so the second time, and needs SMTP_URL', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-digest-cli-'));
    const database = openDatabase(dataDir);
    try {
      await family(dataDir, 'a@ejemplo.cl', ['kinder']);
      await event(dataDir, 'Evento del colegio', 2, []);
      const run = async (args: string[], smtpUrl: string | undefined) => {
        let out = '';
        let err = '';
        const sink = (add: (text: string) => void) =>
          new Writable({
            write(chunk: Buffer, _encoding, done) {
              add(chunk.toString());
              done();
            },
          });
        const config = {
          dataDir,
          jwtSecret: 'una-clave-de-prueba-de-mas-de-32-caracteres',
          publicUrl: 'https://colegio.example',
          smtpUrl,
        };
        const io = { stdout: sink((text) => (out += text)), stderr: sink((text) => (err += text)) };
        const code = await runDigestCli(args, database.db, config, io, () => now);
        return { code, out, err };
      };
      const smtpUrl = 'smtp://127.0.0.1:2525';
      expect(await run(['enviar'], smtpUrl)).toEqual({
        code: 0,
        out: `${DIGEST_MESSAGES.cliQueued(1, 1)}\n`,
        err: '',
      });
      expect((await run(['enviar'], smtpUrl)).out).toBe(`${DIGEST_MESSAGES.cliAlreadyBuilt}\n`);
      expect(await outbox(dataDir)).toHaveLength(1);
      expect(await run(['enviar'], undefined)).toMatchObject({
        code: 1,
        err: `${DIGEST_MESSAGES.noSmtp}\n`,
      });
      expect((await run([], smtpUrl)).code).toBe(2);
    } finally {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
