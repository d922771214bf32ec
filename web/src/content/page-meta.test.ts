import { describe, expect, it } from 'vitest';
import { pageMeta as english } from './page-meta.en.ts';
import { pageMeta as french } from './page-meta.fr.ts';
import { pageText } from './page-meta.ts';
import { pages } from './pages.ts';

const publicPages = pages.filter((page) => !page.staff);

describe('page titles and descriptions in French and English', () => {
  it.each(publicPages.map((page) => [page.path, page] as const))(
    '%s has its own French and English title and description',
    (_, page) => {
      for (const [lang, list] of [
        ['fr', french],
        ['en', english],
      ] as const) {
        const own = list[page.path];
        expect(own?.title, `${lang} title`).toBeTruthy();
        expect(own?.description, `${lang} description`).toBeTruthy();
        expect(own?.title).not.toBe(page.title);
        expect(pageText(page, lang)).toEqual(own);
      }
    },
  );

  it('follows each language’s pattern for the site’s name', () => {
    for (const page of publicPages) {
      if (page.path === '/') continue;
      expect(french[page.path]?.title).toMatch(/ · Collège Le Beau Jour$/);
      expect(english[page.path]?.title).toMatch(/ · Le Beau Jour School$/);
    }
  });

  it('lists no page that is not public', () => {
    const known = new Set(publicPages.map((page) => page.path));
    expect(Object.keys(french).filter((path) => !known.has(path))).toEqual([]);
    expect(Object.keys(english).filter((path) => !known.has(path))).toEqual([]);
  });
});
