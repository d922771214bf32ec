/**
 * The Spanish copy of the page /listado-utiles (the panel's is in supplies-panel-text.ts, apart, so
 * the page's JavaScript does not carry it).
 */
export const SUPPLIES_TEXT = {
  eyebrow: (year: number) => `Año escolar ${String(year)}`,
  title: (year: number) => `Listado de útiles escolares ${String(year)}`,
  titleWithoutYear: 'Listado de útiles escolares',
  documentTitle: (year: number) =>
    `Listado de útiles escolares ${String(year)} · Colegio Le Beau Jour`,
  loading: 'Cargando el listado…',
  loadFailed: 'No se pudo cargar el listado de útiles. Revisa tu conexión e inténtalo de nuevo.',
  empty: 'El listado de útiles de este año se está preparando. Vuelve pronto.',
  levelsNav: 'Niveles del listado',
  downloadPdf: 'Descargar PDF',
  pdfSize: (size: string) => `PDF, ${size}`,
  contactLink: 'Ver datos de contacto',
} as const;
