// The three languages as search engines and validators see them. Every address of the sitemap is
// crawled: each page's hreflang cluster is absolute, self-canonical, reciprocal and the same as the
// sitemap's alternates; a page shown in Spanish for want of a translation is in no cluster. Then
// the French and English home, news list, translated item and untranslated item: axe without a
// violation and the Nu HTML checker without an error.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { publishNews, type PublishedNews } from '../support/news.ts';
import { expect, test } from '../support/staff.ts';

const run = promisify(execFile);
const vnu = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/** An address on the site's public origin (PUBLIC_URL) as a path on the test server. */
const local = (href: string) => {
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
};

/** The canonical and the hreflang links of a document, as written. */
function headLinks(html: string): { canonical?: string; alternates: string[] } {
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)]
    .map((m) => `${m[1] ?? ''} ${m[2] ?? ''}`)
    .sort();
  return canonical === undefined ? { alternates } : { canonical, alternates };
}

async function translate(
  request: APIRequestContext,
  token: string,
  item: PublishedNews,
  lang: 'fr' | 'en',
  fields: { titulo: string; descripcion: string },
): Promise<void> {
  const response = await request.put(`/api/news/${String(item.id)}/traducciones/${lang}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: fields,
  });
  expect(response.status()).toBe(200);
}

test('every address of the sitemap: its hreflang cluster is absolute, self-canonical, reciprocal and the sitemap’s; a Spanish fallback is in none; axe and the Nu checker pass in French and English', async ({
  page,
  request,
  staff,
}) => {
  const stamp = Date.now().toString(36);
  const translated = await publishNews(request, staff.token, {
    titulo: `Feria de ciencias ${stamp}`,
    descripcion: 'Los estudiantes presentan sus proyectos a las familias.',
    tipo_noticia: 'Académico',
  });
  await translate(request, staff.token, translated, 'fr', {
    titulo: `Fête de la science ${stamp}`,
    descripcion: 'Les élèves présentent leurs projets aux familles.',
  });
  await translate(request, staff.token, translated, 'en', {
    titulo: `Science fair ${stamp}`,
    descripcion: 'Pupils show their projects to families.',
  });
  const untranslated = await publishNews(request, staff.token, {
    titulo: `Reunión de apoderados ${stamp}`,
    descripcion: 'Una noticia que aún no tiene traducción.',
    tipo_noticia: 'Comunicados',
  });

  const sitemap = await (await request.get('/sitemap.xml')).text();
  const allEntries = [...sitemap.matchAll(/<url>(.*?)<\/url>/gs)].map((m) => {
    const body = m[1] ?? '';
    return {
      loc: /<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? '',
      alternates: [...body.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)]
        .map((a) => `${a[1] ?? ''} ${a[2] ?? ''}`)
        .sort(),
    };
  });
  // Items and events other tests publish and delete meanwhile are left out: the fixed pages, and
  // the two items of this test.
  const ours = [translated, untranslated].map((item) => `/news/${String(item.id)}-`);
  const entries = allEntries.filter(
    ({ loc }) => !/\/(news|calendario)\/\d/.test(loc) || ours.some((own) => loc.includes(own)),
  );
  const locs = entries.map((entry) => entry.loc);
  // The translated item is listed in its three languages, the untranslated one in Spanish alone.
  const itemLocs = locs.filter((loc) => loc.includes(`/news/${String(translated.id)}-`));
  expect(itemLocs.map((loc) => new URL(loc).pathname.split('/')[1])).toEqual(
    expect.arrayContaining(['news', 'fr', 'en']),
  );
  expect(locs.filter((loc) => loc.includes(`/news/${String(untranslated.id)}-`))).toHaveLength(1);

  const heads = new Map<string, ReturnType<typeof headLinks>>();
  await Promise.all(
    entries.map(async ({ loc }) => {
      const response = await request.get(local(loc), { maxRedirects: 0 });
      expect(response.status(), loc).toBe(200);
      heads.set(loc, headLinks(await response.text()));
    }),
  );
  for (const { loc, alternates } of entries) {
    const head = heads.get(loc);
    expect(head?.canonical, `${loc}: self-canonical`).toBe(loc);
    expect(head?.alternates, `${loc}: the sitemap's alternates`).toEqual(alternates);
    for (const alternate of alternates) {
      const href = alternate.split(' ')[1] ?? '';
      expect(href, `${loc}: absolute`).toMatch(/^https?:\/\//);
      // Reciprocal: every page of the cluster names the same cluster.
      if (!alternate.startsWith('x-default')) {
        expect(heads.get(href)?.alternates, `${href} from ${loc}`).toEqual(alternates);
      }
    }
  }

  // The untranslated item in French: shown in Spanish, canonical to Spanish, in no cluster.
  const fallbacks = ['fr', 'en'].map((lang) => `/${lang}${untranslated.ruta}`);
  for (const address of fallbacks) {
    const response = await request.get(address, { maxRedirects: 0 });
    expect(response.status(), address).toBe(200);
    const head = headLinks(await response.text());
    expect(head.alternates, address).toEqual([]);
    expect(local(head.canonical ?? ''), address).toBe(untranslated.ruta);
    expect(locs.some((loc) => local(loc) === address)).toBe(false);
  }

  // axe in the browser, and the Nu HTML checker on the documents as served.
  const translatedItem = (lang: 'fr' | 'en') => {
    const loc = itemLocs.find((l) => new URL(l).pathname.startsWith(`/${lang}/`)) ?? '';
    return local(loc);
  };
  const checked = [
    '/fr/',
    '/en/',
    '/fr/news',
    '/en/news',
    translatedItem('fr'),
    translatedItem('en'),
    ...fallbacks,
  ];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-nu-'));
  const files: string[] = [];
  for (const [index, address] of checked.entries()) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    const file = path.join(dir, `${String(index)}.html`);
    fs.writeFileSync(file, await (await request.get(address)).text());
    files.push(file);
  }
  const nu = await run('java', ['-jar', vnu, '--errors-only', '--format', 'json', ...files], {
    maxBuffer: 16 * 1024 * 1024,
  }).then(
    ({ stderr }) => stderr,
    (error: { stderr?: string }) => error.stderr ?? '',
  );
  const messages = (
    JSON.parse(nu || '{"messages":[]}') as {
      messages: { type: string; message: string; url?: string }[];
    }
  ).messages.filter(
    // The checker's CSS validator does not know `@property` yet (CSS Properties and Values, in
    // every browser since 2024): its one message is about the pages' CSS, not their HTML.
    (message) => message.type === 'error' && !message.message.includes('at-rule “@property”'),
  );
  const named = messages.map(
    (message) =>
      `${checked[Number(path.basename(message.url ?? '', '.html'))] ?? ''}: ${message.message}`,
  );
  fs.rmSync(dir, { recursive: true, force: true });
  expect(named, 'Nu HTML checker errors').toEqual([]);
});
