import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DOCUMENT_PATHS, LEGACY_DOCUMENTS, type SchoolDocument } from '@lbj/shared';
import { createAdmin, loginAs } from '../../test/admin.ts';
import { appWithSite } from '../../test/site-app.ts';
import { pdf, storedState } from './documents.test-support.ts';

// The PDFs /reglamentos offered before the library move into it at the first start, once ever,
// and their old addresses keep working.

// 2026-01-01 02:00 UTC is still 31 December in Chile: "vigente desde" is Chile's day.
const NOW = new Date('2026-01-01T02:00:00Z');
const now = () => NOW;

const site = Object.fromEntries(
  LEGACY_DOCUMENTS.map((legacy) => [legacy.file, pdf(legacy.titulo)] as const),
);

let cleanup: string[] = [];
const apps: { close: () => Promise<unknown> }[] = [];

afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  for (const dir of cleanup.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  cleanup = [];
});

async function start(dataDir?: string, files: Record<string, Buffer> = site) {
  const started = await appWithSite(files, { now, ...(dataDir ? { dataDir } : {}) });
  apps.push(started.app);
  if (!dataDir) cleanup.push(started.dataDir);
  return started;
}

const list = async (app: Awaited<ReturnType<typeof start>>['app']) =>
  (await app.inject({ method: 'GET', url: DOCUMENT_PATHS.list })).json<SchoolDocument[]>();

describe('the first start imports the site documents', () => {
  it('imports every old PDF with its title and category, dated the day of the import in Chile', async () => {
    const { app, dataDir } = await start();
    const documents = await list(app);
    expect(documents.map((doc) => [doc.titulo, doc.categoria, doc.vigente_desde])).toEqual([
      ['Protocolo de Desregulación Emocional', 'reglamento', '2025-12-31'],
      ['Protocolos de Actuación', 'reglamento', '2025-12-31'],
      ['Reglamento de Evaluación y Promoción', 'reglamento', '2025-12-31'],
      ['Reglamento Interno de Convivencia Escolar', 'reglamento', '2025-12-31'],
      ['Certificado Laboral para Apoderados', 'otro', '2025-12-31'],
    ]);
    for (const doc of documents) {
      const legacy = LEGACY_DOCUMENTS.find((entry) => entry.titulo === doc.titulo);
      expect(doc.tamano).toBe(site[legacy?.file ?? '']?.length);
      expect(doc.versiones).toHaveLength(1);
    }
    expect(storedState(dataDir)).toMatchObject({ documents: 5, versions: 5 });
    expect(storedState(dataDir).files).toHaveLength(5);
  });

  it('answers the old addresses with a permanent redirect to the document, which serves the file', async () => {
    const { app } = await start();
    const documents = await list(app);
    for (const legacy of LEGACY_DOCUMENTS) {
      const old = await app.inject({ method: 'GET', url: `/documents/${legacy.file}` });
      expect(old.statusCode, legacy.file).toBe(301);
      const doc = documents.find((entry) => entry.titulo === legacy.titulo);
      expect(old.headers.location).toBe(doc?.url);
      const served = await app.inject({ method: 'GET', url: String(old.headers.location) });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(site[legacy.file] ?? Buffer.alloc(0))).toBe(true);
    }
  });

  it('never imports twice, and never again after staff delete one', async () => {
    const first = await start();
    await createAdmin(first.dataDir);
    const token = await loginAs(first.app);
    const [doomed] = await list(first.app);
    const deleted = await first.app.inject({
      method: 'DELETE',
      url: DOCUMENT_PATHS.item(doomed?.id ?? 0),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(deleted.statusCode).toBe(204);
    await first.app.close();

    const second = await start(first.dataDir);
    expect((await list(second.app)).map((doc) => doc.titulo)).not.toContain(doomed?.titulo);
    expect(await list(second.app)).toHaveLength(4);
    expect(storedState(first.dataDir)).toMatchObject({ documents: 4, versions: 4 });
    expect(storedState(first.dataDir).files).toHaveLength(4);
    // The deleted document's old address is gone too, not the build's stand-in.
    const legacy = LEGACY_DOCUMENTS.find((entry) => entry.titulo === doomed?.titulo);
    const old = await second.app.inject({ method: 'GET', url: `/documents/${legacy?.file ?? ''}` });
    expect(old.statusCode).toBe(404);
  });

  it('imports a file missing from the build at a later start, and skips a file that is not a safe PDF', async () => {
    const [one, two, ...rest] = LEGACY_DOCUMENTS;
    const partial = Object.fromEntries(
      rest.map((legacy) => [legacy.file, site[legacy.file] ?? Buffer.alloc(0)]),
    );
    partial[one?.file ?? ''] = Buffer.from('no soy un PDF');
    const first = await start(undefined, partial);
    expect(await list(first.app)).toHaveLength(rest.length);
    expect(storedState(first.dataDir).files).toHaveLength(rest.length);
    await first.app.close();

    fs.writeFileSync(
      path.join(first.webDist, 'documents', two?.file ?? ''),
      site[two?.file ?? ''] ?? '',
    );
    const second = await start(first.dataDir, {});
    expect((await list(second.app)).map((doc) => doc.titulo)).toContain(two?.titulo);
    expect(await list(second.app)).toHaveLength(rest.length + 1);
  });

  it('tells the operator in the log what it imported, what it could not, and what it swept', async () => {
    const [one, two, ...rest] = LEGACY_DOCUMENTS;
    // One file is not a PDF (a warning naming it), one is missing from the build (no warning).
    const files: Record<string, Buffer> = {
      ...site,
      [one?.file ?? '']: Buffer.from('no soy un PDF'),
    };
    delete files[two?.file ?? ''];
    let lines: string[] = [];
    const logged = () =>
      lines.map(
        (line) =>
          JSON.parse(line) as { level: number; documents?: number; file?: string; files?: number },
      );
    const options = {
      now,
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line: string) => void lines.push(line) },
    };
    const first = await appWithSite(files, options);
    apps.push(first.app);
    cleanup.push(first.dataDir);
    expect(logged().filter((line) => line.documents !== undefined)).toMatchObject([
      { level: 30, documents: rest.length },
    ]);
    expect(logged().filter((line) => line.file !== undefined)).toMatchObject([
      { level: 40, file: one?.file },
    ]);
    expect(logged().filter((line) => line.files !== undefined)).toEqual([]);
    await first.app.close();

    fs.writeFileSync(path.join(first.dataDir, 'documents', `${'a'.repeat(32)}.pdf`), pdf());
    lines = [];
    const second = await appWithSite(files, { ...options, dataDir: first.dataDir });
    apps.push(second.app);
    expect(logged().filter((line) => line.files !== undefined)).toMatchObject([
      { level: 40, files: 1 },
    ]);
    expect(logged().filter((line) => line.documents !== undefined)).toEqual([]);
    // The files imported at the first start are not tried again.
    expect(logged().filter((line) => line.file !== undefined)).toMatchObject([
      { level: 40, file: one?.file },
    ]);
  });
});
