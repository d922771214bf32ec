// @time-zones
import { afterEach, describe, expect, it } from 'vitest';
import {
  DIGEST_PATHS,
  type AuditEntry,
  type DigestFamilyExport,
  type DigestStatus,
} from '@lbj/shared';
import { createAdmin, loginAs, withDatabase } from '../../test/admin.ts';
import { until } from '../../test/smtp.ts';
import { addEvent, addFamily, digestSites } from './digest.test-support.ts';

// The panel's Boletín section, through its API: counts, pending and paused addresses, the next
// edition and its preview, the history of editions, one family's export and deletion.

// Wednesday 10 June 2026, 11:00 in Chile.
const WEDNESDAY = new Date('2026-06-10T15:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
let now = WEDNESDAY;
const { received, open } = digestSites(() => now);

afterEach(() => {
  now = WEDNESDAY;
});

async function staffSite() {
  const site = await open();
  await createAdmin(site.dataDir);
  const headers = { authorization: `Bearer ${await loginAs(site.app)}` };
  const get = <T>(url: string) => site.app.inject({ url, headers }).then((r) => r.json<T>());
  return { ...site, headers, get };
}

describe('the panel’s Boletín section', () => {
  it('counts families by level, pending and paused addresses, and says when the next edition goes', async () => {
    const { dataDir, get } = await staffSite();
    await withDatabase(dataDir, async ({ db }) => {
      await addFamily(db, 'a@ejemplo.cl', ['3-basico', '5-basico'], now);
      await addFamily(db, 'b@ejemplo.cl', ['3-basico'], now);
      await db
        .insertInto('digest_subscribers')
        .values({
          email: 'pendiente@ejemplo.cl',
          niveles: ',kinder,',
          noticias: 1,
          calendario: 0,
          urgentes: 0,
          consentimiento: '2026-11',
          pendiente_desde: now.toISOString(),
          confirmado_en: null,
        })
        .execute();
      await db
        .insertInto('mail_paused')
        .values({ email: 'rebota@ejemplo.cl', motivo: '550', desde: now.toISOString() })
        .execute();
    });
    const status = await get<DigestStatus>(DIGEST_PATHS.status);
    expect(status).toMatchObject({
      confirmadas: 2,
      pendientes: 1,
      pausadas: [{ email: 'rebota@ejemplo.cl', motivo: '550' }],
      horario: { dia: 5, hora: 16 },
      smtp: true,
      // Friday 12 June at 16:00 in Chile.
      proxima: { semana: '2026-06-08', fecha: '2026-06-12T20:00:00.000Z' },
      ediciones: [],
    });
    expect(status.niveles).toMatchObject({ '3-basico': 2, '5-basico': 1, kinder: 0 });
  });

  it('previews one level’s mail, without any family’s token', async () => {
    const { app, dataDir, headers } = await staffSite();
    await withDatabase(dataDir, async ({ db }) => {
      await addEvent(db, 'Salida de tercero', new Date(now.getTime() + 2 * DAY), ['3-basico'], {
        changedAt: new Date(now.getTime() - 30 * DAY),
      });
      await addEvent(db, 'Reunión de quinto', new Date(now.getTime() + 2 * DAY), ['5-basico'], {
        changedAt: new Date(now.getTime() - 30 * DAY),
      });
    });
    const preview = await app.inject({
      url: `${DIGEST_PATHS.preview}?nivel=3-basico`,
      headers,
    });
    const body = preview.json<{ asunto: string; texto: string; html: string }>();
    expect(body.texto).toContain('Salida de tercero');
    expect(body.texto).not.toContain('Reunión de quinto');
    expect(body.html).toContain('/boletin/baja/vista-previa');
    const refused = await app.inject({ url: `${DIGEST_PATHS.preview}?nivel=noveno`, headers });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'nivel', error: 'Elige un nivel.' });
  });

  it('“Enviar ahora” shows in the history with its delivered count; a paused address is resumed', async () => {
    const { app, dataDir, headers, get } = await staffSite();
    await withDatabase(dataDir, async ({ db }) => {
      await addFamily(db, 'a@ejemplo.cl', ['kinder'], now);
      await addFamily(db, 'b@ejemplo.cl', ['kinder'], now, { noticias: false, calendario: false });
      await addEvent(db, 'Evento', new Date(now.getTime() + DAY), [], { changedAt: now });
      await db
        .insertInto('mail_paused')
        .values({ email: 'rebota@ejemplo.cl', motivo: '550', desde: now.toISOString() })
        .execute();
    });
    await app.inject({ method: 'POST', url: DIGEST_PATHS.send, headers });
    await until(() => received.length === 1, 'the digest');
    await until(
      async () => (await get<DigestStatus>(DIGEST_PATHS.status)).ediciones[0]?.enviados === 1,
      'the delivery to be counted',
    );
    const status = await get<DigestStatus>(DIGEST_PATHS.status);
    expect(status.ediciones).toEqual([
      {
        id: 1,
        semana: '2026-06-08',
        creada: now.toISOString(),
        destinatarios: 1,
        enviados: 1,
        en_cola: 0,
        fallidos: 0,
        ambiguos: 0,
        sin_contenido: 0,
      },
    ]);
    // Built this week: the next is next Friday.
    expect(status.proxima.fecha).toBe('2026-06-19T20:00:00.000Z');
    const resumed = await app.inject({
      method: 'POST',
      url: DIGEST_PATHS.resume,
      headers,
      payload: { email: 'Rebota@Ejemplo.cl' },
    });
    expect(resumed.json()).toEqual({ reanudada: true });
    expect((await get<DigestStatus>(DIGEST_PATHS.status)).pausadas).toEqual([]);
  });

  it('exports one family’s data and deletes it at its request, each in the activity log', async () => {
    const { app, dataDir, headers, get } = await staffSite();
    await withDatabase(dataDir, ({ db }) => addFamily(db, 'a@ejemplo.cl', ['kinder'], now));
    const url = `${DIGEST_PATHS.family}?email=${encodeURIComponent('a@ejemplo.cl')}`;
    expect(await get<DigestFamilyExport>(url)).toEqual({
      email: 'a@ejemplo.cl',
      niveles: ['kinder'],
      tipos: ['noticias', 'calendario', 'urgentes'],
      consentimiento: '2026-11',
      confirmado_en: now.toISOString(),
      pendiente_desde: null,
      baja: false,
    });
    const deleted = await app.inject({ method: 'DELETE', url, headers });
    expect(deleted.json()).toEqual({ eliminada: true });
    expect(await get<DigestFamilyExport | null>(url)).toBeNull();
    const log = await get<AuditEntry[]>('/api/audit-log');
    expect(log.map((entry) => entry.accion)).toEqual(
      expect.arrayContaining(['boletin.exportar', 'boletin.eliminar']),
    );
    // The log never names the address.
    expect(JSON.stringify(log)).not.toContain('a@ejemplo.cl');
  });

  it('is for administrators only', async () => {
    const { app } = await open();
    for (const url of [DIGEST_PATHS.status, `${DIGEST_PATHS.preview}?nivel=kinder`]) {
      expect((await app.inject({ url })).statusCode).toBe(401);
    }
  });
});
