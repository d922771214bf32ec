// Schema version 11 makes a news item's image optional (a photo taken down): the table is made
// again, and every row, id, search entry and the id counter stay as they were.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, expect, it } from 'vitest';
import { migrate } from '../../lib/db.ts';

let dir = '';
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

it('keeps the rows, their search index and the id counter, and lets an item lose its image', () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-news-11-'));
  const sqlite = new Database(path.join(dir, 'db.sqlite'));
  try {
    migrate(sqlite, 10);
    const insert = sqlite.prepare(
      `INSERT INTO news (titulo, descripcion, tipo_noticia, image_key, image_widths, fecha, actualizado)
       VALUES (?, 'Texto', 'Eventos', ?, '480', '2026-03-01T12:00:00.000Z', '2026-03-01T12:00:00.000Z')`,
    );
    insert.run('Feria científica', 'a'.repeat(32));
    insert.run('Borrada', 'b'.repeat(32));
    insert.run('Aniversario', 'c'.repeat(32));
    sqlite.prepare('DELETE FROM news WHERE id = 3').run();

    migrate(sqlite, 11);
    const rows = sqlite.prepare('SELECT id, titulo, image_key FROM news ORDER BY id').all();
    expect(rows).toEqual([
      { id: 1, titulo: 'Feria científica', image_key: 'a'.repeat(32) },
      { id: 2, titulo: 'Borrada', image_key: 'b'.repeat(32) },
    ]);
    const search = (word: string) =>
      sqlite.prepare('SELECT rowid FROM news_fts WHERE news_fts MATCH ?').all(word);
    expect(search('cientifica')).toEqual([{ rowid: 1 }]);
    // The triggers are back: an edit and a new item reach the index; ids are never reused.
    sqlite
      .prepare(`UPDATE news SET titulo = 'Gala', image_key = NULL, image_widths = '' WHERE id = 2`)
      .run();
    expect(search('gala')).toEqual([{ rowid: 2 }]);
    const added = insert.run('Nueva', 'd'.repeat(32));
    expect(added.lastInsertRowid).toBe(4);
    expect(sqlite.pragma('foreign_key_check')).toEqual([]);
    expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
  } finally {
    sqlite.close();
  }
});
