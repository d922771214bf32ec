// The news share images in backups (ADR 0027): an archive takes each item's
// `<key>-share.jpg`; an archive made before share images existed still restores (the server makes
// them again at its next start).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NewsItem } from '@lbj/shared';
import { IMAGE_REFERENCES } from './image-references.ts';
import { DATABASE_FILE, openDatabaseFile } from './lib/db.ts';
import { createBackup, restoreBackup } from './modules/backup/backup.service.ts';
import { newsCalls } from './modules/news/news.test-support.ts';
import { createAdmin, loginAs } from './test/admin.ts';
import { createTestApp } from './test/helpers.ts';

const NOW = new Date('2026-03-14T15:09:26.000Z');
const ORIGIN = 'https://pruebas.lebeaujour.example';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-share-backup-'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('news share images in backups', () => {
  it('a backup takes the share images; an archive without them (made before) restores', async () => {
    const t = await createTestApp({ PUBLIC_URL: ORIGIN }, { now: () => NOW });
    try {
      await createAdmin(t.dataDir);
      const token = await loginAs(t.app);
      const calls = newsCalls(() => ({ app: t.app, token }));
      const kept = await calls.publishValid({ titulo: 'Con imagen para compartir' });
      const older = await calls.publishValid({ titulo: 'De antes' });
      const key = (item: NewsItem) =>
        /\/uploads\/([a-f0-9]{32})-/.exec(item.imagen ?? '')?.[1] ?? '';
      fs.rmSync(path.join(t.config.uploadsDir, `${key(older)}-share.jpg`));

      const database = openDatabaseFile(path.join(t.dataDir, DATABASE_FILE));
      const archive = path.join(dir, 'respaldo.tar.gz');
      let files: string[];
      try {
        const report = await createBackup(
          {
            db: database.db,
            dataDir: t.dataDir,
            uploadsDir: t.config.uploadsDir,
            imageReferences: IMAGE_REFERENCES,
            clock: () => NOW,
          },
          archive,
        );
        files = report.manifest.files.map((file) => file.path);
        expect(report.manifest.droppedRows).toEqual([]);
      } finally {
        await database.close();
      }
      expect(files).toContain(`uploads/${key(kept)}-share.jpg`);
      expect(files.filter((file) => file.includes(key(older)))).not.toHaveLength(0);
      expect(files).not.toContain(`uploads/${key(older)}-share.jpg`);

      const restored = path.join(dir, 'restaurado');
      const report = await restoreBackup(archive, {
        dataDir: restored,
        imageReferences: IMAGE_REFERENCES,
        clock: () => NOW,
        force: false,
      });
      expect(report.counts.news).toBe(2);
      expect(fs.existsSync(path.join(restored, 'uploads', `${key(kept)}-share.jpg`))).toBe(true);
    } finally {
      await t.close();
    }
  });
});
