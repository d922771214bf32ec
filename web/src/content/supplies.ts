/**
 * The fixed copy of /listado-utiles. The list itself, per year and level, is data that staff
 * edit in the panel (the server's supplies module; the 2025 list was imported from here).
 */
export const suppliesCopy = {
  lead: 'Aquí está todo lo que tu hija o hijo necesitará este año, ordenado por nivel. Puedes imprimir esta página y marcar cada útil a medida que lo tengas.',
  print: 'Imprimir el listado',
  notesTitle: 'Notas generales',
  notes: [
    'Marca cada útil y cada prenda con el nombre del estudiante.',
    'Durante el año podremos pedir otros materiales; te avisaremos con tiempo.',
    'Cada estudiante trae sus útiles de higiene personal diaria y los materiales específicos de las asignaturas prácticas.',
  ],
  questions: '¿Tienes dudas sobre el listado? Escríbenos o llámanos; con gusto te ayudamos.',
} as const;

/** Cover colours named alone in a supply's detail ("rojo") get a small swatch beside it. */
export const COVER_SWATCHES: Readonly<Record<string, string>> = {
  rojo: '#b71c1c',
  azul: '#1f3a6b',
  verde: '#2e7d32',
  café: '#795548',
  amarillo: '#f2c14e',
  celeste: '#8cc4ea',
  blanco: '#ffffff',
  negro: '#1a1a1a',
  naranjo: '#e67e22',
  morado: '#6a1b9a',
  rosado: '#e91e63',
  gris: '#9e9e9e',
};
