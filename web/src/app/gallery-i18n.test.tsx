import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GALLERY_YEARS_PAGE_DATA_KEY, type Lang } from '@lbj/shared';
import { PhotoGrid } from '../features/gallery/components/photo-grid.tsx';
import { catalogues } from '../i18n/catalogues.ts';
import { LangContext } from '../i18n/lang.tsx';
import { TextsContext } from '../i18n/texts.tsx';
import { PageDataContext, loadNewPage } from '../lib/page-data.test-support.ts';

vi.mock('../lib/page-data.ts', () => import('../lib/page-data.test-support.ts'));
import GalleryYearPage from './routes/gallery-year.tsx';
import GalleryPage from './routes/gallery.tsx';

// The gallery in French and English: its words in the page's language and its links (the years,
// the removal request form) under the language's prefix.

afterEach(() => {
  loadNewPage();
});

function renderIn(
  lang: Lang,
  page: ReactNode,
  address: string,
  data: Record<string, unknown> = {},
) {
  return render(
    <LangContext value={lang}>
      <TextsContext value={catalogues[lang]}>
        <PageDataContext value={data}>
          <MemoryRouter initialEntries={[address]}>{page}</MemoryRouter>
        </PageDataContext>
      </TextsContext>
    </LangContext>,
  );
}

const KEY = 'a'.repeat(32);

describe('/fr/galeria', () => {
  it('speaks French and links each year under /fr/', () => {
    renderIn('fr', <GalleryPage />, '/fr/galeria', { [GALLERY_YEARS_PAGE_DATA_KEY]: [2024] });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Galerie photos');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Photos par année');
    expect(screen.getByRole('link', { name: 'Photos de l’année 2024' }).getAttribute('href')).toBe(
      '/fr/galeria/2024',
    );
  });
});

describe('/en/galeria/{year}', () => {
  it('says in English that the year is not valid, with a way back under /en/', () => {
    renderIn(
      'en',
      <Routes>
        <Route path="/en/galeria/:year" element={<GalleryYearPage />} />
      </Routes>,
      '/en/galeria/abc',
    );
    expect(screen.getByText('That year isn’t valid.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All years' }).getAttribute('href')).toBe(
      '/en/galeria',
    );
  });
});

describe('the photo grid in French', () => {
  it('describes each photo in French and links its removal request under /fr/', () => {
    renderIn(
      'fr',
      <PhotoGrid photos={[{ url: `/uploads/${KEY}-960.webp`, id: 7, variants: [] }]} year={2024} />,
      '/fr/galeria/2024',
    );
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Photo 1 sur 1 de l’année 2024');
    const request = screen.getByRole('link', {
      name: 'Demander le retrait de cette photo photo 1 sur 1',
    });
    expect(request.getAttribute('href')).toBe(`/fr/fotos/solicitar-retiro?foto=${KEY}`);
  });
});
