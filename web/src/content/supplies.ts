// /listado-utiles: its words, in every language, are in features/supplies/supplies-text.ts; the
// list itself, per year and level, is data that staff edit in the panel (the server's supplies
// module; the 2025 list was imported from FACTS.md).

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
