import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  LATEST_NEWS_KEY,
  NEWS_PAGE_TOKENS as T,
  PAGE_DATA_ID,
  type NewsFinding,
  type NewsItem,
} from '@lbj/shared';
import { catalogues } from '../../../i18n/catalogues.ts';
import { LangContext } from '../../../i18n/lang.tsx';
import { TextsContext } from '../../../i18n/texts.tsx';
import { PageDataContext, loadNewPage } from '../../../lib/page-data.test-support.ts';
import { installDialogPolyfill } from '../../../test/dialog-polyfill.ts';
import { NewsPageTemplateContext } from '../page/news-page-data.ts';
import { VIEW } from '../page/news-page.test-support.ts';

vi.mock('../../../lib/page-data.ts', () => import('../../../lib/page-data.test-support.ts'));
import { LatestNews } from './latest-news.tsx';
import { NewsArticle, NewsArticleMissing } from './news-article.tsx';
import { NewsDetailDialog } from './news-detail-dialog.tsx';
import { NewsListing } from './news-finding.tsx';
import { NewsShare } from './news-share.tsx';

// The news pages in French: their texts, dates and categories in French, and every link to a
// page of the site under /fr/.

const ITEM: NewsItem = {
  id: 12,
  titulo: 'Torneo comunal',
  descripcion: 'Nuestros alumnos ganaron el torneo.',
  tipo_noticia: 'Deportes',
  imagen: '/uploads/k12-960.webp',
  fecha: '2026-03-03T15:00:00.000Z',
  ruta: '/news/12-torneo-comunal',
};

const inFrench = (node: ReactNode, address = '/fr/news') => (
  <LangContext value="fr">
    <TextsContext value={catalogues.fr}>
      <MemoryRouter initialEntries={[address]}>{node}</MemoryRouter>
    </TextsContext>
  </LangContext>
);

beforeAll(() => {
  installDialogPolyfill();
});
afterEach(() => {
  document.getElementById(PAGE_DATA_ID)?.remove();
  loadNewPage();
  Reflect.deleteProperty(navigator, 'share');
  vi.restoreAllMocks();
});

describe('the news list in French', () => {
  const finding: NewsFinding = {
    items: [ITEM],
    pagina: 1,
    paginas: 2,
    total: 7,
    categoria: 'Deportes',
    q: 'torneo',
  };

  it('speaks French, shows the category by its label and links under /fr/', () => {
    render(
      inFrench(
        <NewsListing
          finding={finding}
          query={{ categoria: 'Deportes', q: 'torneo', pagina: 1 }}
          status="ready"
          onOpen={() => undefined}
        />,
      ),
    );
    expect(screen.getByRole('heading', { name: 'Dernières actualités' })).toBeDefined();
    expect(
      // Testing Library reads the non-breaking spaces inside « » as spaces.
      screen.getByText('7 actualités dans la catégorie Sport pour « torneo ».'),
    ).toBeDefined();
    expect(screen.getByRole('search').getAttribute('action')).toBe('/fr/news');
    const categories = screen.getByRole('navigation', { name: 'Catégories d’actualités' });
    // The label is French; the address keeps the server's value.
    expect(within(categories).getByRole('link', { name: 'Sport' }).getAttribute('href')).toBe(
      '/fr/news?categoria=Deportes&q=torneo',
    );
    expect(within(categories).getByRole('link', { name: 'Toutes' }).getAttribute('href')).toBe(
      '/fr/news?q=torneo',
    );
    expect(screen.getByRole('link', { name: 'Suivante' }).getAttribute('href')).toBe(
      '/fr/news?categoria=Deportes&q=torneo&pagina=2',
    );
    const card = screen.getByRole('article', { name: 'Torneo comunal' });
    expect(within(card).getByText('3 mars 2026')).toBeDefined();
    expect(within(card).getByText('Sport')).toBeDefined();
    expect(within(card).getByRole('link', { name: 'Lire l’article' }).getAttribute('href')).toBe(
      '/fr/news/12-torneo-comunal',
    );
  });

  it('says in French that nothing was found, with a link to every item', () => {
    render(
      inFrench(
        <NewsListing
          finding={{ ...finding, items: [], total: 0, paginas: 1 }}
          query={{ categoria: 'Deportes', q: 'torneo', pagina: 1 }}
          status="ready"
          onOpen={() => undefined}
        />,
      ),
    );
    expect(
      screen.getByText('Aucune actualité trouvée dans la catégorie Sport pour « torneo ».'),
    ).toBeDefined();
    expect(
      screen.getByRole('link', { name: 'Voir toutes les actualités' }).getAttribute('href'),
    ).toBe('/fr/news');
  });
});

describe('the detail dialog and "Partager" in French', () => {
  it('links to the item’s French page and shares its French address', async () => {
    const user = userEvent.setup({ delay: null });
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(inFrench(<NewsDetailDialog item={ITEM} onClose={() => undefined} />));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Sport')).toBeDefined();
    expect(within(dialog).getByText('3 mars 2026')).toBeDefined();
    expect(
      within(dialog).getByRole('link', { name: 'Voir la page de l’article' }).getAttribute('href'),
    ).toBe('/fr/news/12-torneo-comunal');
    await user.click(
      await within(dialog).findByRole('button', {
        name: 'Partager l’article «\u00a0Torneo comunal\u00a0»',
      }),
    );
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ url: `${window.location.origin}/fr/news/12-torneo-comunal` }),
    );
  });

  it('offers the links in French where the browser has no share sheet', async () => {
    const user = userEvent.setup({ delay: null });
    render(inFrench(<NewsShare title="Torneo" text="Resumen" path="/news/12-torneo" />));
    await user.click(screen.getByRole('button', { name: /^Partager/ }));
    expect(await screen.findByRole('button', { name: 'Copier le lien' })).toBeDefined();
    expect(screen.getByRole('list', { name: 'Partager l’article' })).toBeDefined();
    expect(screen.getByRole('link', { name: /^WhatsApp/ }).getAttribute('href')).toContain(
      encodeURIComponent(`${window.location.origin}/fr/news/12-torneo`),
    );
  });
});

describe('the item page in French', () => {
  it('writes the date and category in French and links under /fr/', () => {
    render(inFrench(<NewsArticle view={VIEW} />, '/fr/news/42-feria'));
    expect(screen.getByText('14 mars 2026')).toBeDefined();
    expect(screen.getByText('Pédagogie')).toBeDefined();
    expect(screen.getByRole('link', { name: /Toutes les actualités/ }).getAttribute('href')).toBe(
      '/fr/news',
    );
    expect(
      screen.getByRole('link', { name: 'Demander le retrait de cette photo' }).getAttribute('href'),
    ).toBe('/fr/fotos/solicitar-retiro?foto=k');
  });

  it('leaves the template’s placeholders for the server to fill', () => {
    const template = {
      id: 0,
      titulo: T.titulo,
      categoria: T.categoria,
      fecha: T.fecha,
      fechaTexto: T.fechaTexto,
      parrafos: [T.parrafo],
      imagen: { src: T.imagenSrc, srcSet: T.imagenSrcSet, retiro: T.imagenRetiro },
      idioma: T.idioma,
      aviso: { texto: T.aviso, enlace: null },
    };
    const { container } = render(
      inFrench(
        <NewsPageTemplateContext value={{ noticia: template }}>
          <NewsArticle view={template} />
        </NewsPageTemplateContext>,
        '/fr/news/0-plantilla',
      ),
    );
    const html = container.innerHTML;
    for (const token of [T.categoria, T.fechaTexto, T.fecha, T.titulo]) {
      expect(html).toContain(token);
    }
    expect(html).toContain(`href="${T.imagenRetiro}"`);
    // The note's place (the server fills or drops it) and the title's and text's language.
    expect(html).toMatch(new RegExp(`<p [^>]*data-news-note=""[^>]*>${T.aviso}</p>`));
    expect(screen.getByRole('heading', { level: 1 }).getAttribute('lang')).toBe(T.idioma);
    expect(container.querySelector(`[lang="${T.idioma}"] > p`)?.textContent).toBe(T.parrafo);
    expect(screen.getByRole('button', { name: /^Partager/ })).toBeDefined();
  });

  it('says in French that there is no such item, with a link to /fr/news', () => {
    render(inFrench(<NewsArticleMissing />, '/fr/news/99'));
    expect(screen.getByRole('heading', { name: 'Article introuvable' })).toBeDefined();
    expect(
      screen.getByRole('link', { name: 'Voir toutes les actualités' }).getAttribute('href'),
    ).toBe('/fr/news');
  });
});

describe('the home page’s latest news in French', () => {
  it('links each item and every item under /fr/, with French dates and labels', () => {
    render(
      <PageDataContext
        value={{
          [LATEST_NEWS_KEY]: [
            {
              id: 12,
              titulo: 'Torneo comunal',
              categoria: 'Comunicados',
              fecha: ITEM.fecha,
              ruta: ITEM.ruta,
              imagen: null,
            },
          ],
        }}
      >
        {inFrench(<LatestNews />, '/fr/')}
      </PageDataContext>,
    );
    const section = screen.getByRole('region', { name: 'Dernières actualités' });
    expect(within(section).getByText('Communiqués')).toBeDefined();
    expect(within(section).getByText('3 mars 2026')).toBeDefined();
    expect(within(section).getByRole('link', { name: 'Torneo comunal' }).getAttribute('href')).toBe(
      '/fr/news/12-torneo-comunal',
    );
    expect(
      within(section)
        .getByRole('link', { name: /Voir toutes les actualités/ })
        .getAttribute('href'),
    ).toBe('/fr/news');
  });
});
