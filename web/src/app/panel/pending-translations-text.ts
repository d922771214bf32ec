// Every Spanish text of the panel's "Traducciones pendientes" (staff only, in no catalogue). The
// editor's own texts are in components/admin/translations/translations-text.ts.

export const PENDING_TRANSLATIONS_TEXT = {
  lead: 'Las noticias, los eventos del calendario y el aviso que todavía no tienen su traducción al francés o al inglés, o cuya traducción quedó desactualizada porque después cambió el texto en español. Pulsa «Traducciones» para abrir el editor de cada uno.',
  newsTitle: 'Noticias',
  newsLead: 'Las publicadas, los borradores y las programadas.',
  newsLoading: 'Cargando las noticias…',
  newsFailed: 'No se pudieron cargar las noticias.',
  newsDone: 'Todas las noticias tienen sus traducciones al día.',
  eventsTitle: 'Eventos del calendario',
  eventsLead: 'Los de los últimos tres meses y del año que viene, como en la sección Calendario.',
  eventsLoading: 'Cargando los eventos…',
  eventsFailed: 'No se pudieron cargar los eventos.',
  eventsDone: 'Todos los eventos tienen sus traducciones al día.',
  noticeTitle: 'Aviso',
  noticeLoading: 'Cargando el aviso…',
  noticeFailed: 'No se pudo cargar el aviso.',
  noNotice: 'No hay ningún aviso guardado.',
  noticeDone: 'El aviso tiene sus traducciones al día.',
  cancelled: 'Cancelado',
} as const;
