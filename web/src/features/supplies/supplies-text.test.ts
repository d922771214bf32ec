import { describe, expect, it } from 'vitest';
import { SUPPLIES_TEXT as T } from './supplies-text.ts';

// The page /listado-utiles speaks to families in these exact words (its components' tests use the
// constants, so a changed word shows here).

describe('the supplies page’s Spanish', () => {
  it('names the list and its year', () => {
    expect(T.eyebrow(2026)).toBe('Año escolar 2026');
    expect(T.title(2026)).toBe('Listado de útiles escolares 2026');
    expect(T.titleWithoutYear).toBe('Listado de útiles escolares');
    expect(T.documentTitle(2027)).toBe('Listado de útiles escolares 2027 · Colegio Le Beau Jour');
  });

  it('says what is happening, and offers the PDF and the contact page', () => {
    expect(T.loading).toBe('Cargando el listado…');
    expect(T.loadFailed).toBe(
      'No se pudo cargar el listado de útiles. Revisa tu conexión e inténtalo de nuevo.',
    );
    expect(T.empty).toBe('El listado de útiles de este año se está preparando. Vuelve pronto.');
    expect(T.levelsNav).toBe('Niveles del listado');
    expect(T.downloadPdf).toBe('Descargar PDF');
    expect(T.pdfSize('1,2 MB')).toBe('PDF, 1,2 MB');
    expect(T.contactLink).toBe('Ver datos de contacto');
  });
});
