// @time-zones
import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { SMTPServer } from 'smtp-server';
import {
  ADMISSION_PAGE,
  ADMISSION_PAGE_DATA,
  ADMISSION_PATHS,
  type AdmissionFormState,
  type Inquiry,
} from '@lbj/shared';
import { createAdmin, loginAs, withDatabase } from '../../test/admin.ts';
import { admissionsSite, pageDataOf, type AdmissionsSite } from '../../test/admissions-site.ts';
import { retryAt } from '../../lib/mail-queue.ts';
import { freePort, startSmtp, stopSmtp, until, type Received } from '../../test/smtp.ts';

// The staff's notification e-mail goes through a queue in the database: an inquiry sent while
// the SMTP server is down is in the inbox at once, and its e-mail goes out once the server is
// back. A local SMTP server stands in (127.0.0.1, a free port); nothing leaves the machine.

const PASSWORD = 'clave-smtp-secreta-123';
let now = new Date('2026-06-10T15:00:00.000Z');
let site: AdmissionsSite | undefined;
let smtp: SMTPServer | undefined;

afterEach(async () => {
  await site?.close();
  if (site) fs.rmSync(site.dataDir, { recursive: true, force: true });
  site = undefined;
  await stopSmtp(smtp);
  smtp = undefined;
});

async function sendInquiry(app: AdmissionsSite['app']) {
  const page = await app.inject({ url: ADMISSION_PAGE.path });
  const { stamp } = pageDataOf(page.body)[ADMISSION_PAGE_DATA.form] as AdmissionFormState;
  now = new Date(now.getTime() + 5000);
  return app.inject({
    method: 'POST',
    url: ADMISSION_PAGE.path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      formulario_inicio: stamp,
      sitio_web: '',
      nombre: 'Ana Pérez',
      email: 'ana@ejemplo.cl',
      nivel: '2-basico',
      mensaje: 'Quisiera saber si hay vacantes.',
      consentimiento: 'si',
    }).toString(),
  });
}

const outboxRows = (dataDir: string) =>
  withDatabase(dataDir, ({ db }) => db.selectFrom('mail_outbox').selectAll().execute());

describe('the notification e-mail', () => {
  it('waits in the queue while the SMTP server is down, and goes out once it is back', async () => {
    const port = await freePort();
    const lines: string[] = [];
    // The queue reads the clock once at the start of each round with nothing due.
    let clockReads = 0;
    site = await admissionsSite({
      now: () => {
        clockReads++;
        return now;
      },
      mailIntervalMs: 50,
      env: {
        SMTP_URL: `smtp://aviso%40colegio.cl:${PASSWORD}@127.0.0.1:${String(port)}`,
        LOG_LEVEL: 'warn',
      },
      logStream: { write: (line) => void lines.push(line) },
    });
    await createAdmin(site.dataDir);
    const headers = { authorization: `Bearer ${await loginAs(site.app)}` };
    const set = await site.app.inject({
      method: 'PUT',
      url: ADMISSION_PATHS.settings,
      headers,
      payload: { correo: 'Admision@Colegio.cl' },
    });
    expect(set.json()).toEqual({ correo: 'admision@colegio.cl', smtp: true });

    const sent = await sendInquiry(site.app);
    expect(sent.statusCode).toBe(303);
    // In the inbox at once, whatever the e-mail does.
    const inbox = await site.app.inject({ url: ADMISSION_PATHS.inquiries, headers });
    expect(inbox.json<Inquiry[]>().map((row) => row.nombre)).toEqual(['Ana Pérez']);
    const dataDir = site.dataDir;
    await until(async () => (await outboxRows(dataDir))[0]?.attempts === 1, 'a failed attempt');
    const [row] = await outboxRows(dataDir);
    expect(row?.next_attempt).toBe(retryAt(now, 1).toISOString());

    const received: Received[] = [];
    smtp = await startSmtp(port, received);
    // Not before its backoff: two rounds of the queue later, a whole one has run with the SMTP
    // server up, and nothing went. Then it goes.
    const reads = clockReads;
    await until(() => clockReads >= reads + 2, 'two rounds of the queue');
    expect(received).toEqual([]);
    now = new Date(now.getTime() + 60_000);
    await until(() => received.length === 1, 'the e-mail');
    expect(received[0]?.to).toEqual(['admision@colegio.cl']);
    expect(received[0]?.data).toContain('Subject: =?UTF-8?Q?Nueva_consulta_de_admisi');
    expect(received[0]?.data).toContain('aviso@colegio.cl');
    await until(async () => (await outboxRows(dataDir)).length === 0, 'the queue to empty');
    expect(lines.join('\n')).toContain('e-mail not sent; will retry');
    expect(lines.join('\n')).not.toContain(PASSWORD);
  });

  it('is not queued without SMTP_URL: the panel alone shows the inquiry', async () => {
    site = await admissionsSite({ now: () => now });
    await createAdmin(site.dataDir);
    const headers = { authorization: `Bearer ${await loginAs(site.app)}` };
    await site.app.inject({
      method: 'PUT',
      url: ADMISSION_PATHS.settings,
      headers,
      payload: { correo: 'admision@colegio.cl' },
    });
    const settings = await site.app.inject({ url: ADMISSION_PATHS.settings, headers });
    expect(settings.json()).toEqual({ correo: 'admision@colegio.cl', smtp: false });
    expect((await sendInquiry(site.app)).statusCode).toBe(303);
    expect(await outboxRows(site.dataDir)).toEqual([]);
    const count = await site.app.inject({ url: `${ADMISSION_PATHS.inquiries}/nuevas`, headers });
    expect(count.json()).toEqual({ nuevas: 1 });
  });

  it('backs off from 30 s, doubling, up to an hour', () => {
    const t = new Date('2026-01-01T00:00:00.000Z');
    const wait = (attempts: number) => retryAt(t, attempts).getTime() - t.getTime();
    expect([1, 2, 3, 8, 20].map(wait)).toEqual([30_000, 60_000, 120_000, 3_600_000, 3_600_000]);
  });
});
