import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DOCUMENTS_PAGE_DATA_KEY,
  SUPPLY_LEVEL_IDS,
  type Lang,
  type SchoolDocument,
  type SupplyYear,
} from '@lbj/shared';
import { catalogues } from '../i18n/catalogues.ts';
import { LangContext } from '../i18n/lang.tsx';
import { TextsContext } from '../i18n/texts.tsx';
import { PageDataContext, loadNewPage } from '../lib/page-data.test-support.ts';

vi.mock('../lib/page-data.ts', () => import('../lib/page-data.test-support.ts'));
import DocumentsPage from './routes/documents.tsx';
import SuppliesPage from './routes/supplies.tsx';

// /reglamentos and /listado-utiles in French and English: their words and dates in the page's
// language, the staff's Spanish (documents' titles, the list's lines) marked as Spanish, and
// their links under the language's prefix.

const DOCUMENT: SchoolDocument = {
  id: 1,
  titulo: 'Reglamento Interno de Convivencia Escolar',
  categoria: 'reglamento',
  vigente_desde: '2026-03-01',
  url: '/documentos/1.pdf',
  tamano: 2150,
  versiones: [
    {
      url: '/documentos/1/versiones/1.pdf',
      vigente_desde: '2026-03-01',
      tamano: 2150,
      subido: '2026-03-01T12:00:00.000Z',
    },
  ],
};

const LIST: SupplyYear = {
  anio: 2026,
  vigente: true,
  niveles: SUPPLY_LEVEL_IDS.map((nivel) => ({
    nivel,
    nombre: nivel,
    lineas: nivel === 'kinder' ? [{ tipo: 'util', texto: 'Tijera punta roma', detalle: '1' }] : [],
    version: 1,
    actualizado: null,
  })),
};

afterEach(() => {
  loadNewPage();
});

function renderIn(lang: Lang, page: ReactNode, data: Record<string, unknown>) {
  return render(
    <LangContext value={lang}>
      <TextsContext value={catalogues[lang]}>
        <PageDataContext value={data}>
          <MemoryRouter>{page}</MemoryRouter>
        </PageDataContext>
      </TextsContext>
    </LangContext>,
  );
}

describe('/fr/reglamentos', () => {
  it('speaks French, with dates in French and the documents’ Spanish titles marked as such', () => {
    renderIn('fr', <DocumentsPage />, { [DOCUMENTS_PAGE_DATA_KEY]: [DOCUMENT] });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Documents et règlements');
    const group = screen.getByRole('region', { name: 'Règlements et protocoles' });
    const title = within(group).getByRole('heading', { level: 3 });
    expect([title.textContent, title.getAttribute('lang')]).toEqual([
      'Reglamento Interno de Convivencia Escolar',
      'es',
    ]);
    expect(within(group).getByText('En vigueur depuis le 1 mars 2026')).toBeTruthy();
    // A file, not a page of the site: its address has no language.
    expect(
      within(group)
        .getByRole('link', { name: /^Télécharger/ })
        .getAttribute('href'),
    ).toBe('/documentos/1.pdf');
    expect(screen.getByRole('heading', { level: 3, name: 'Loi TEA (autisme)' })).toBeTruthy();
  });

  it('speaks English too', () => {
    renderIn('en', <DocumentsPage />, { [DOCUMENTS_PAGE_DATA_KEY]: [DOCUMENT] });
    expect(screen.getByText('In force from 1 March 2026')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'What they cover' })).toBeTruthy();
  });
});

describe('/fr/listado-utiles', () => {
  it('speaks French, glosses the level, keeps the lines in Spanish and links under /fr/', () => {
    renderIn('fr', <SuppliesPage />, { utiles: LIST, documentos: [] });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Liste des fournitures scolaires 2026',
    );
    expect(screen.getByRole('button', { name: 'Imprimer la liste' })).toBeTruthy();
    const section = screen.getByRole('region', { name: 'Kínder (grande section)' });
    expect(
      within(section).getByText('Tijera punta roma').closest('[lang]')?.getAttribute('lang'),
    ).toBe('es');
    expect(
      within(screen.getByRole('navigation', { name: 'Niveaux de la liste' })).getByRole('link')
        .textContent,
    ).toBe('Kínder');
    expect(screen.getByRole('link', { name: 'Voir nos coordonnées' }).getAttribute('href')).toBe(
      '/fr/contacto',
    );
  });

  it('speaks English too', () => {
    renderIn('en', <SuppliesPage />, { utiles: LIST, documentos: [] });
    expect(screen.getByRole('region', { name: 'Kínder (Year 1)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See our contact details' }).getAttribute('href')).toBe(
      '/en/contacto',
    );
  });
});
