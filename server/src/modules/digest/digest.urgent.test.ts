// @time-zones
import { afterEach, describe, expect, it } from 'vitest';
import { DIGEST_PATHS } from '@lbj/shared';
import { createAdmin, loginAs, withDatabase } from '../../test/admin.ts';
import { parseMail, until } from '../../test/smtp.ts';
import { addEvent, addFamily, digestSites, type FamilyKinds } from './digest.test-support.ts';

// Urgent notices at once, against a local SMTP server: the notice banner published at level
// "urgente", or an event cancelled within the next 7 days, reaches the families that chose
// "Avisos urgentes" for a level concerned, once, by the server's own look (every 20 ms here).

const NOW = new Date('2026-06-10T15:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
let now = NOW;
const { received, open } = digestSites(() => now);

afterEach(() => {
  now = NOW;
});

const family = (dataDir: string, email: string, niveles: string[], kinds: FamilyKinds = {}) =>
  withDatabase(dataDir, ({ db }) => addFamily(db, email, niveles, NOW, kinds));

function publishUrgent(dataDir: string, texto: string, at: Date = now) {
  return withDatabase(dataDir, ({ db }) =>
    db
      .insertInto('notice')
      .values({
        id: 1,
        nivel: 'urgente',
        texto,
        enlace: '/calendario',
        desde: null,
        hasta: null,
        actualizado: at.toISOString(),
      })
      .onConflict((oc) => oc.column('id').doUpdateSet({ texto, actualizado: at.toISOString() }))
      .execute(),
  );
}

const cancel = (dataDir: string, titulo: string, inDays: number, niveles: string[]) =>
  withDatabase(dataDir, ({ db }) =>
    addEvent(db, titulo, new Date(now.getTime() + inDays * DAY), niveles, {
      changedAt: now,
      cambio: 'cancelado',
      estado: 'cancelado',
    }),
  );

const recipients = () => received.flatMap((mail) => mail.to).sort();

describe('urgent notices at once', () => {
  it('a notice published at level "urgente" reaches every family that chose urgent notices, once', async () => {
    const { dataDir } = await open();
    await family(dataDir, 'kinder@ejemplo.cl', ['kinder']);
    await family(dataDir, 'octavo@ejemplo.cl', ['8-basico']);
    await family(dataDir, 'sin-urgentes@ejemplo.cl', ['kinder'], { urgentes: false });
    await publishUrgent(dataDir, 'Hoy no hay clases por corte de agua.');
    await until(() => received.length === 2, 'the urgent mails');
    expect(recipients()).toEqual(['kinder@ejemplo.cl', 'octavo@ejemplo.cl']);
    const mail = parseMail(received[0]?.data ?? '');
    expect(mail.text).toContain('Hoy no hay clases por corte de agua.');
    expect(mail.text).toContain('https://colegio.example/calendario');
    expect(mail.html).toContain('Hoy no hay clases por corte de agua.');
    expect(mail.headers['list-id']).toBe(
      '"Avisos urgentes del Colegio Le Beau Jour" <avisos-urgentes.colegio.example>',
    );
    expect(mail.headers['list-unsubscribe']).toMatch(
      /^<https:\/\/colegio\.example\/boletin\/baja\/u[^>\s,]+>$/,
    );
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // Later looks find it mailed already.
    const keys = await withDatabase(dataDir, ({ db }) =>
      db.selectFrom('digest_urgent').selectAll().execute(),
    );
    expect(keys).toHaveLength(1);
    now = new Date(now.getTime() + 60_000);
    await until(
      async () =>
        (
          await withDatabase(dataDir, ({ db }) =>
            db.selectFrom('mail_outbox').select('id').execute(),
          )
        ).length === 0,
      'the queue to empty',
    );
    expect(received).toHaveLength(2);
  });

  it('a cancellation within 7 days reaches only the chosen levels; one 10 days out waits for the digest', async () => {
    const { dataDir } = await open();
    await family(dataDir, 'tercero@ejemplo.cl', ['3-basico']);
    await family(dataDir, 'tercero-y-quinto@ejemplo.cl', ['3-basico', '5-basico']);
    await family(dataDir, 'quinto@ejemplo.cl', ['5-basico']);
    await cancel(dataDir, 'Salida al museo de tercero', 3, ['3-basico']);
    await cancel(dataDir, 'Feria de quinto', 10, ['5-basico']);
    await until(() => received.length === 2, 'the urgent mails');
    expect(recipients()).toEqual(['tercero-y-quinto@ejemplo.cl', 'tercero@ejemplo.cl']);
    const mail = parseMail(received[0]?.data ?? '');
    expect(mail.headers.subject).toContain('Se canceló «Salida al museo de tercero»');
    expect(mail.text).toMatch(/se canceló/);
  });

  it('the next digest does not send it again as its own mail', async () => {
    const { app, dataDir } = await open();
    await family(dataDir, 'familia@ejemplo.cl', ['2-basico']);
    await cancel(dataDir, 'Paseo de segundo', 2, ['2-basico']);
    await until(() => received.length === 1, 'the urgent mail');
    await createAdmin(dataDir);
    const answer = await app.inject({
      method: 'POST',
      url: DIGEST_PATHS.send,
      headers: { authorization: `Bearer ${await loginAs(app)}` },
    });
    expect(answer.json()).toMatchObject({ correos: 1 });
    await until(() => received.length === 2, 'the digest');
    const subjects = received.map((mail) => parseMail(mail.data).headers.subject ?? '');
    expect(subjects.filter((subject) => subject.startsWith('Aviso urgente'))).toHaveLength(1);
    expect(subjects.filter((subject) => subject.startsWith('Boletín semanal'))).toHaveLength(1);
  });

  it('one-click leave on an urgent mail stops urgent notices only', async () => {
    const { app, dataDir } = await open();
    await family(dataDir, 'familia@ejemplo.cl', ['kinder']);
    await publishUrgent(dataDir, 'Suspensión de clases.');
    await until(() => received.length === 1, 'the urgent mail');
    const leave = /^<https:\/\/colegio\.example(\/boletin\/baja\/[^>]+)>$/.exec(
      parseMail(received[0]?.data ?? '').headers['list-unsubscribe'] ?? '',
    )?.[1];
    if (!leave) throw new Error('no List-Unsubscribe');
    const answer = await app.inject({
      method: 'POST',
      url: leave,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(answer.statusCode).toBe(200);
    const [row] = await withDatabase(dataDir, ({ db }) =>
      db.selectFrom('digest_subscribers').selectAll().execute(),
    );
    expect(row).toMatchObject({ noticias: 1, calendario: 1, urgentes: 0 });
  });

  it('an urgent notice of days ago is not mailed late', async () => {
    const { dataDir } = await open();
    await family(dataDir, 'familia@ejemplo.cl', ['kinder']);
    await publishUrgent(dataDir, 'Aviso de la semana pasada.', new Date(now.getTime() - 2 * DAY));
    await cancel(dataDir, 'Evento de control', 2, ['kinder']);
    // The cancellation's mail went: the look ran, and the old notice was not in it.
    await until(() => received.length === 1, 'the cancellation mail');
    expect(parseMail(received[0]?.data ?? '').text).toContain('Evento de control');
  });
});
