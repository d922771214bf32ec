import { supplyLevelRangeTitle, type SupplyLevelId } from '@lbj/shared';

/**
 * The Spanish copy of the page /listado-utiles (the panel's is in supplies-panel-text.ts, apart, so
 * the page's JavaScript does not carry it). The list itself, per year and level, is data that
 * staff edit in the panel, in Spanish.
 */
export const SUPPLIES_TEXT = {
  eyebrow: (year: number) => `Año escolar ${String(year)}`,
  title: (year: number) => `Listado de útiles escolares ${String(year)}`,
  titleWithoutYear: 'Listado de útiles escolares',
  documentTitle: (year: number) =>
    `Listado de útiles escolares ${String(year)} · Colegio Le Beau Jour`,
  /** Above each section of the printed list. */
  printHeading: (year: number) =>
    `Listado de útiles escolares ${String(year)} · Colegio Le Beau Jour`,
  lead: 'Aquí está todo lo que tu hija o hijo necesitará este año, ordenado por nivel. Puedes imprimir esta página y marcar cada útil a medida que lo tengas.',
  print: 'Imprimir el listado',
  loading: 'Cargando el listado…',
  loadFailed: 'No se pudo cargar el listado de útiles. Revisa tu conexión e inténtalo de nuevo.',
  empty: 'El listado de útiles de este año se está preparando. Vuelve pronto.',
  levelsNav: 'Niveles del listado',
  /**
   * The name of consecutive levels that share one list, in the levels' index: "3º Básico",
   * "Pre-Kínder y Kínder", "1º a 4º Básico".
   */
  sectionTitle: (levels: readonly SupplyLevelId[]): string => supplyLevelRangeTitle(levels),
  /** The same as the section's heading: in French and English, with a gloss of the levels. */
  sectionHeading: (levels: readonly SupplyLevelId[]): string => supplyLevelRangeTitle(levels),
  notesTitle: 'Notas generales',
  notes: [
    'Marca cada útil y cada prenda con el nombre del estudiante.',
    'Durante el año podremos pedir otros materiales; te avisaremos con tiempo.',
    'Cada estudiante trae sus útiles de higiene personal diaria y los materiales específicos de las asignaturas prácticas.',
  ],
  downloadPdf: 'Descargar PDF',
  pdfSize: (size: string) => `PDF, ${size}`,
  questions: '¿Tienes dudas sobre el listado? Escríbenos o llámanos; con gusto te ayudamos.',
  contactLink: 'Ver datos de contacto',
} as const;
