import type { CalendarCategory, CalendarLevel } from '@lbj/shared';

// Every Spanish text of the public calendar pages (the panel's are in calendar-admin-text.ts).

/** The levels' names: the values of the address (`?nivel=1-basico`) stay, these are shown. */
const LEVELS = {
  'pre-kinder': 'Pre-Kínder',
  kinder: 'Kínder',
  '1-basico': '1º Básico',
  '2-basico': '2º Básico',
  '3-basico': '3º Básico',
  '4-basico': '4º Básico',
  '5-basico': '5º Básico',
  '6-basico': '6º Básico',
  '7-basico': '7º Básico',
  '8-basico': '8º Básico',
} as const satisfies Record<CalendarLevel, string>;

export const CALENDAR_TEXT = {
  eyebrow: 'Comunidad Le Beau Jour',
  title: 'Calendario escolar',
  lead: 'Clases, feriados, reuniones de apoderados, actos y actividades del año. Filtra por nivel o suscríbete desde tu celular.',
  filtersTitle: 'Filtrar',
  levelLabel: 'Nivel',
  categoryLabel: 'Categoría',
  allLevels: 'Todos los niveles',
  allCategories: 'Todas',
  /** The fold that holds the filters on a phone (with its colon), and the filters in use after it. */
  filtersSummary: 'Filtros:',
  allCategoriesInUse: 'todas las categorías',
  /** Each level's name, in the filters and the summary. */
  levels: LEVELS,
  /** A level's name where it is said once on the page: in French and English, with a gloss. */
  levelGlossed: (level: CalendarLevel): string => LEVELS[level],
  /** Each category's name (the address keeps its value: `?categoria=feriado`). */
  categories: {
    clases: 'Clases',
    feriado: 'Feriado',
    'reunion-apoderados': 'Reunión de apoderados',
    acto: 'Acto',
    evaluacion: 'Evaluación',
    actividad: 'Actividad',
  } satisfies Record<CalendarCategory, string>,
  monthsNav: 'Meses',
  previous: 'Meses anteriores',
  next: 'Meses siguientes',
  today: 'Volver a hoy',
  emptyMonth: 'No hay eventos este mes.',
  cancelled: 'Cancelado',
  /** Before a cancelled event's description, in the page's head. */
  cancelledPrefix: 'Cancelado: ',
  changesTitle: 'Qué cambió',
  changesLead: 'Eventos agregados, movidos o cancelados en los últimos 14 días.',
  noChanges: 'Nada cambió en los últimos 14 días.',
  changeWords: { agregado: 'Nuevo', movido: 'Cambió de fecha', cancelado: 'Cancelado' },
  changesFeed: 'Suscribirse a «Qué cambió»',
  subscribeTitle: 'Suscribirse',
  subscribeLead:
    'Agrega el calendario del colegio a tu celular o computador: los cambios llegan solos.',
  /** Without a connection, the phone's own calendar is the copy that stays up to date. */
  /** Before the link to the sign-up for the school's e-mail. */
  byEmail: '¿Prefieres el correo?',
  byEmailLink:
    'Recibe cada semana los eventos de los niveles de tus hijos y los cambios del calendario',
  offlineCopy:
    'Sin señal, tu teléfono muestra la última copia de esta página. La mejor copia sin conexión es la suscripción: tu calendario guarda los eventos y los pone al día solo.',
  wholeSchool: 'Todo el colegio',
  levelFeed: (level: string) => `Solo ${level} (y los eventos de todo el colegio)`,
  webcal: 'Abrir en mi calendario',
  /** Before the feed's address to copy, https:// or http:// as the site's (with its colon). */
  copyLabel: 'Dirección para copiar:',
  guideTitle: 'Cómo suscribirse',
  /** Each app's steps; `scheme` is the address to copy's (https, or http on a plain-http site). */
  guides: [
    {
      app: 'Google Calendar',
      steps: (scheme: string) =>
        `En un computador, abre Google Calendar, junto a «Otros calendarios» elige «+» y luego «Desde URL», pega la dirección ${scheme}:// y elige «Añadir calendario». Aparecerá también en tu celular.`,
    },
    {
      app: 'Apple Calendar (iPhone, iPad, Mac)',
      steps: (_scheme: string) =>
        'Toca «Abrir en mi calendario» y confirma «Suscribirse». En un Mac: Archivo › Nueva suscripción de calendario, y pega la dirección.',
    },
    {
      app: 'Outlook',
      steps: (scheme: string) =>
        `En Outlook en la web: Calendario › Agregar calendario › Suscribirse desde la web, pega la dirección ${scheme}:// y elige «Importar».`,
    },
  ],
  slowApps:
    'Google Calendar puede tardar hasta un día en mostrar un cambio: revisa «Qué cambió» en esta página antes de salir.',
  gridCaption: (month: string) => `${month}, por día`,
  loading: 'Cargando el calendario…',
  /** One event's page. */
  back: 'Volver al calendario',
  when: 'Cuándo',
  where: 'Dónde',
  who: 'Para',
  category: 'Categoría',
  addToCalendar: 'Agregar a mi calendario',
  cancelledNote: 'Este evento fue cancelado.',
  /**
   * Above the title of a French or English event page: the event is shown in Spanish (it has no
   * translation), or its translation predates the Spanish text's last change (then with a link to
   * the Spanish page). A Spanish page never shows them.
   */
  onlySpanishNote: 'Este evento solo está disponible en español.',
  outdatedNote: 'El texto en español cambió después de esta traducción.',
  readSpanish: 'Ver la versión en español',
  missingTitle: 'No encontramos este evento',
  missingText: 'El evento que buscas no existe o fue eliminado del calendario.',
  documentTitle: (titulo: string) => `${titulo} · Calendario · Colegio Le Beau Jour`,
  /** The home page's section. */
  nextTitle: 'Próximos eventos',
  nextAll: 'Ver el calendario',
} as const;
