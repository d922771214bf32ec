// Every Spanish text of the public calendar pages.

export const CALENDAR_TEXT = {
  eyebrow: 'Comunidad Le Beau Jour',
  title: 'Calendario escolar',
  lead: 'Clases, feriados, reuniones de apoderados, actos y actividades del año. Filtra por nivel o suscríbete desde tu celular.',
  filtersTitle: 'Filtrar',
  levelLabel: 'Nivel',
  categoryLabel: 'Categoría',
  allLevels: 'Todos los niveles',
  allCategories: 'Todas',
  /** The fold that holds the filters on a phone, and the filters in use after it. */
  filtersSummary: 'Filtros',
  allCategoriesInUse: 'todas las categorías',
  previous: 'Meses anteriores',
  next: 'Meses siguientes',
  today: 'Volver a hoy',
  emptyMonth: 'No hay eventos este mes.',
  cancelled: 'Cancelado',
  changesTitle: 'Qué cambió',
  changesLead: 'Eventos agregados, movidos o cancelados en los últimos 14 días.',
  noChanges: 'Nada cambió en los últimos 14 días.',
  changeWords: { agregado: 'Nuevo', movido: 'Cambió de fecha', cancelado: 'Cancelado' },
  changesFeed: 'Suscribirse a «Qué cambió»',
  subscribeTitle: 'Suscribirse',
  subscribeLead:
    'Agrega el calendario del colegio a tu celular o computador: los cambios llegan solos.',
  wholeSchool: 'Todo el colegio',
  levelFeed: (level: string) => `Solo ${level} (y los eventos de todo el colegio)`,
  webcal: 'Abrir en mi calendario',
  https: 'Dirección para copiar',
  guideTitle: 'Cómo suscribirse',
  guides: [
    {
      app: 'Google Calendar',
      steps:
        'En un computador, abre Google Calendar, junto a «Otros calendarios» elige «+» y luego «Desde URL», pega la dirección https:// y elige «Añadir calendario». Aparecerá también en tu celular.',
    },
    {
      app: 'Apple Calendar (iPhone, iPad, Mac)',
      steps:
        'Toca «Abrir en mi calendario» y confirma «Suscribirse». En un Mac: Archivo › Nueva suscripción de calendario, y pega la dirección.',
    },
    {
      app: 'Outlook',
      steps:
        'En Outlook en la web: Calendario › Agregar calendario › Suscribirse desde la web, pega la dirección https:// y elige «Importar».',
    },
  ],
  slowApps:
    'Google Calendar puede tardar hasta un día en mostrar un cambio: revisa «Qué cambió» en esta página antes de salir.',
  gridCaption: (month: string) => `${month}, por día`,
  weekdays: ['Lu', 'Ma', 'Mi', 'Ju', 'Vi', 'Sá', 'Do'],
  weekdayNames: ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
  loading: 'Cargando el calendario…',
  /** One event's page. */
  back: 'Volver al calendario',
  when: 'Cuándo',
  where: 'Dónde',
  who: 'Para',
  category: 'Categoría',
  addToCalendar: 'Agregar a mi calendario',
  cancelledNote: 'Este evento fue cancelado.',
  missingTitle: 'No encontramos este evento',
  missingText: 'El evento que buscas no existe o fue eliminado del calendario.',
  documentTitle: (titulo: string) => `${titulo} · Calendario · Colegio Le Beau Jour`,
  /** The home page's section. */
  nextTitle: 'Próximos eventos',
  nextAll: 'Ver el calendario',
} as const;
