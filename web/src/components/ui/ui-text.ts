// Every Spanish text of the shared UI pieces that public pages show (the carousel, the map, the
// dialogs, the public forms' hidden field, the retry button).

export const UI_TEXT = {
  carousel: {
    /** aria-roledescription of the carousel and of each slide. */
    role: 'carrusel',
    slideRole: 'diapositiva',
    previous: 'Diapositiva anterior',
    next: 'Diapositiva siguiente',
    pause: 'Pausar el carrusel',
    resume: 'Reanudar el carrusel',
    /** The pause button's visible word. */
    pauseShort: 'Pausar',
    resumeShort: 'Reanudar',
    /** A slide's name: "2 de 4". */
    position: (n: number, count: number) => `${String(n)} de ${String(count)}`,
    /** A dot's name. */
    show: (n: number, count: number) => `Mostrar diapositiva ${String(n)} de ${String(count)}`,
  },
  map: {
    show: 'Mostrar el mapa',
    note: 'El mapa se carga desde Google Maps solo si lo pides.',
  },
  /** The dialog's close button. */
  close: 'Cerrar',
  /** The retry button of a part that could not load. */
  retry: 'Reintentar',
  /** The public forms' trap field, which people never see. */
  honeypot: 'No completes este campo',
} as const;
