// The site in French and English, as a phone without JavaScript gets it: every public page at
// its /fr/ and /en/ address, in its language (<html lang>), with the language switcher, and no
// Spanish interface word outside what the page marks as Spanish (`lang="es"`: a text staff have
// not translated yet). Proper names stay (Le Beau Jour, Viña del Mar, "1º básico").
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

const manifest = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../web/dist/client/pages.json'), 'utf8'),
) as { pages: { path: string }[] };

/** Every public page's address in a language (those of one page per item or event aside). */
const pagesIn = (lang: 'fr' | 'en') =>
  manifest.pages
    .map((page) => page.path)
    .filter((address) => address.startsWith(`/${lang}/`) && !address.includes(':'));

/**
 * Spanish words that neither French nor English uses, nor the school's proper names: one of
 * them in a page's own text is an interface string left untranslated.
 */
const SPANISH_ONLY = new Set(
  (
    'los las nuestra nuestro nuestros nuestras para también años usted puedes aquí noticias ' +
    'inicio ver todas todos cómo qué desde hasta sobre contacto escríbenos enviar horario lunes ' +
    'viernes mañana correo nombre mensaje teléfono solicitar solicitud foto fotos galería ' +
    'calendario eventos evento nivel niveles filtrar cerrar abrir menú página volver siguiente ' +
    'anterior buscar hoy reglamento documentos útiles listado equipo directivo historia ' +
    'admisión postular vacantes apoderado apoderados estudiantes colegio síguenos derechos ' +
    'reservados'
  ).split(' '),
);

/** The words of the page's own text, outside every element marked as Spanish. */
const ownWords = (page: Page) =>
  page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    for (const spanish of body.querySelectorAll('[lang^="es"]')) spanish.remove();
    // Scripts and styles are not text; an e-mail address is a name (colegio_lebeaujour@…).
    for (const hidden of body.querySelectorAll('script, style, template, a[href^="mailto:"]')) {
      hidden.remove();
    }
    const labels = [
      ...body.querySelectorAll('[aria-label], [alt], [title], [placeholder]'),
    ].flatMap((element) =>
      ['aria-label', 'alt', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
    );
    return (
      [body.textContent ?? '', ...labels]
        .join(' ')
        // An address shown to copy (a calendar's feed) is not a word of the page.
        .replace(/\S+:\/\/\S+/g, ' ')
        .toLowerCase()
        .split(/[^\p{L}]+/u)
        .filter(Boolean)
    );
  });

for (const lang of ['fr', 'en'] as const) {
  const others = lang === 'fr' ? ['es', 'en'] : ['es', 'fr'];
  test(`every public page in ${lang}: its language, the switcher and no Spanish interface word @mobile`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 740 },
    });
    const page = await context.newPage();
    const addresses = pagesIn(lang);
    expect(addresses.length).toBeGreaterThan(14);
    for (const address of addresses) {
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(200);
      expect(await page.locator('html').getAttribute('lang'), address).toBe(lang);
      const switcher = page.locator('nav a[hreflang]');
      await expect(switcher, address).toHaveCount(2);
      for (const [index, other] of others.entries()) {
        await expect(switcher.nth(index)).toHaveAttribute('hreflang', other);
        await expect(switcher.nth(index)).toHaveAttribute('lang', other);
        // The same page in the other language.
        const rest = address.slice(lang.length + 1);
        await expect(switcher.nth(index)).toHaveAttribute(
          'href',
          other === 'es' ? rest : `/${other}${rest}`,
        );
      }
      const spanish = (await ownWords(page)).filter((word) => SPANISH_ONLY.has(word));
      expect(spanish, `${address}: Spanish words outside lang="es"`).toEqual([]);
    }
    await context.close();
  });
}
