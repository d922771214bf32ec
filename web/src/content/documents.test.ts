import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentFile } from './document-files.ts';
import { allDocuments, documentGroups } from './documents.ts';

const publicDir = path.resolve(import.meta.dirname, '../../public/documents');

describe('documents of /reglamentos', () => {
  it('has the three cards of FACTS.md', () => {
    expect(documentGroups.map((group) => group.title)).toEqual([
      'Reglamentos',
      'Protocolos',
      'Ley TEA',
    ]);
  });

  it.each(allDocuments.map((doc) => [doc.title, doc.file] as const))(
    '%s is a PDF in public/documents whose measured size is recorded',
    (_title, file) => {
      const full = path.join(publicDir, file);
      expect(fs.existsSync(full)).toBe(true);
      expect(fs.readFileSync(full).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(documentFile(file)).toEqual(
        expect.objectContaining({ format: 'PDF', bytes: fs.statSync(full).size }),
      );
    },
  );

  it('names every file after the document its label names', () => {
    const slug = (text: string) =>
      text
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase();
    for (const doc of allDocuments) {
      const words = slug(doc.title)
        .split(/\s+/)
        .filter((word) => word.length > 3 && !['para'].includes(word));
      const file = slug(doc.file);
      const matched = words.filter((word) => file.includes(word.slice(0, 6)));
      expect(matched.length, `${doc.file} vs ${doc.title}`).toBeGreaterThanOrEqual(2);
    }
  });
});
