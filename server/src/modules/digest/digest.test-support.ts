// Rows the digest's tests start from, written as the sign-up, the calendar's screen and the news
// editor leave them; and one local SMTP server per test file.
import fs from 'node:fs';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { SMTPServer } from 'smtp-server';
import { DIGEST_PAGE, DIGEST_PAGE_DATA } from '@lbj/shared';
import type { Db } from '../../lib/db.ts';
import { formSite, type AdmissionsSite } from '../../test/admissions-site.ts';
import { freePort, startSmtp, stopSmtp, type Received } from '../../test/smtp.ts';

/** A local SMTP server for the whole file: its port, and every mail it took (tests empty it). */
export function smtpForFile(): { received: Received[]; port: () => number } {
  const received: Received[] = [];
  let port = 0;
  let smtp: SMTPServer | undefined;
  beforeAll(async () => {
    port = await freePort();
    smtp = await startSmtp(port, received);
  });
  afterAll(() => stopSmtp(smtp));
  return { received, port: () => port };
}

/**
 * A site with /boletin on the test's clock, its mail through the file's SMTP server and looked at
 * every 20 ms; the last one opened is closed (and its data removed) after each test.
 */
export function digestSites(clock: () => Date) {
  const { received, port } = smtpForFile();
  let site: AdmissionsSite | undefined;
  afterEach(async () => {
    await site?.close();
    if (site) fs.rmSync(site.dataDir, { recursive: true, force: true });
    site = undefined;
    received.length = 0;
  });
  const open = async (dataDir?: string): Promise<AdmissionsSite> => {
    site = await formSite([{ path: DIGEST_PAGE.path, data: [DIGEST_PAGE_DATA.form] }], {
      now: clock,
      mailIntervalMs: 20,
      ...(dataDir ? { dataDir } : {}),
      env: {
        SMTP_URL: `smtp://127.0.0.1:${String(port())}`,
        PUBLIC_URL: 'https://colegio.example',
      },
    });
    return site;
  };
  return { received, open };
}

/** What a family receives besides the events of the next 14 days (all three by default). */
export type FamilyKinds = { noticias?: boolean; calendario?: boolean; urgentes?: boolean };

/** A confirmed family. */
export async function addFamily(
  db: Db,
  email: string,
  niveles: readonly string[],
  confirmedAt: Date,
  kinds: FamilyKinds = {},
): Promise<number> {
  const row = await db
    .insertInto('digest_subscribers')
    .values({
      email,
      niveles: `,${niveles.join(',')},`,
      noticias: kinds.noticias === false ? 0 : 1,
      calendario: kinds.calendario === false ? 0 : 1,
      urgentes: kinds.urgentes === false ? 0 : 1,
      consentimiento: '2026-11',
      pendiente_desde: null,
      confirmado_en: confirmedAt.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A timed event of one hour from `start`; its last change ("Qué cambió") at `changedAt`. */
export async function addEvent(
  db: Db,
  titulo: string,
  start: Date,
  niveles: readonly string[],
  change: { changedAt: Date; cambio?: string; estado?: string },
): Promise<number> {
  const changed = change.changedAt.toISOString();
  const row = await db
    .insertInto('calendar_events')
    .values({
      titulo,
      descripcion: null,
      todo_el_dia: 0,
      comienza: start.toISOString(),
      termina: new Date(start.getTime() + 60 * 60 * 1000).toISOString(),
      dia_desde: null,
      dia_hasta: null,
      lugar: 'Gimnasio',
      niveles: niveles.length === 0 ? '' : `,${niveles.join(',')},`,
      categoria: 'actividad',
      estado: change.estado ?? 'programado',
      cancelado_en: change.estado === 'cancelado' ? changed : null,
      secuencia: 0,
      creado: changed,
      actualizado: changed,
      cambio: change.cambio ?? 'agregado',
      cambio_en: changed,
      anio_escolar: null,
      clave: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A published news item. */
export async function addNews(db: Db, titulo: string, at: Date): Promise<void> {
  await db
    .insertInto('news')
    .values({
      titulo,
      descripcion: 'Texto de la noticia.',
      tipo_noticia: 'Académico',
      image_key: null,
      image_widths: '',
      fecha: at.toISOString(),
      estado: 'publicada',
      publicar_en: null,
      actualizado: at.toISOString(),
    })
    .execute();
}
