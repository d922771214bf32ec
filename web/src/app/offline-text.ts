// Every Spanish text of reading without a connection: /sin-conexion, the line over a page kept on
// the phone, and the buttons that keep a document. The service worker writes the first two into
// kept pages; the page itself renders the others.

export const OFFLINE_TEXT = {
  eyebrow: 'Sin conexión',
  title: 'Estás sin conexión',
  lead: 'Esta página todavía no está guardada en este teléfono. Las que abriste antes con conexión se pueden leer igual.',
  keptTitle: 'Páginas guardadas en este teléfono',
  /** Shown until the phone has kept a page (or in a browser that keeps none). */
  noneKept:
    'Todavía no hay páginas guardadas. Cada página que abras con conexión queda guardada aquí para leerla después, también el calendario y el listado de útiles.',
  /** After each kept page's title in the list: when it was kept. */
  keptOn: (date: string) => `guardada el ${date}`,
  /** Over a page served from the phone's copy. */
  copyLine: (date: string) => `Sin conexión: esta es la copia del ${date}`,
  retry: 'Cuando vuelva la señal, recarga la página para ver lo más nuevo.',
  home: 'Ir al inicio',
} as const;
