import { NOTICE_LIMITS, type NoticeLevel } from '@lbj/shared';

/** The panel's "Aviso": every text staff read there (the banner's own are NOTICE_MESSAGES). */
export const NOTICE_TEXT = {
  currentTitle: 'Aviso actual',
  loading: 'Cargando el aviso…',
  loadFailed: 'No se pudo cargar el aviso actual. Revisa tu conexión e inténtalo de nuevo.',
  none: 'No hay ningún aviso publicado. El sitio se ve sin franja de aviso.',
  stateActive: 'Se está mostrando ahora en todas las páginas.',
  stateScheduled: (from: string) => `Programado: se mostrará desde el ${from}.`,
  stateExpired: (until: string) => `Vencido: dejó de mostrarse el ${until}.`,
  until: (until: string) => `Se mostrará hasta el ${until}.`,
  noEnd: 'Se mostrará hasta que lo retires.',
  remove: 'Retirar aviso',
  removeBusy: 'Retirando…',
  removed: 'Aviso retirado. Ya no se muestra en el sitio.',

  formTitle: 'Publicar un aviso',
  formLead:
    'El aviso aparece arriba de todas las páginas del sitio. Publicar uno nuevo reemplaza al anterior.',
  levelLegend: 'Nivel',
  levels: {
    informacion: {
      label: 'Información',
      hint: 'Novedades generales. Franja azul clara; cada visitante puede cerrarla.',
    },
    aviso: {
      label: 'Aviso',
      hint: 'Cambios que conviene notar (horarios, reuniones). Franja ámbar; se puede cerrar.',
    },
    urgente: {
      label: 'Urgente',
      hint: 'Solo emergencias (por ejemplo, suspensión de clases). Franja roja; no se puede cerrar.',
    },
  } satisfies Record<NoticeLevel, { label: string; hint: string }>,
  textLabel: 'Texto del aviso',
  textHint: `Una o dos frases, como máximo ${String(NOTICE_LIMITS.textoMax)} caracteres.`,
  linkLabel: 'Enlace (opcional)',
  linkHint: 'Una página del sitio, como /reglamentos, o una dirección completa https://…',
  fromLabel: 'Mostrar desde (opcional)',
  fromHint: 'Hora de Chile. Vacío: desde que lo publiques.',
  untilLabel: 'Mostrar hasta (opcional)',
  untilHint: 'Hora de Chile. Vacío: hasta que lo retires.',
  badDateTime: 'Escribe la fecha y la hora completas, por ejemplo 02-03-2026 08:00.',
  previewTitle: 'Vista previa',
  previewEmpty: 'El texto del aviso aparecerá aquí.',
  previewUrgentNote: 'Los avisos urgentes no tienen botón para cerrarlos.',
  publish: 'Publicar aviso',
  publishBusy: 'Publicando…',
  published: 'Aviso publicado.',
  publishedScheduled: (from: string) => `Aviso guardado. Se mostrará desde el ${from}.`,
  publishedExpired: 'Aviso guardado, pero su fecha «hasta» ya pasó: no se mostrará.',
  failed: 'No se pudo publicar el aviso. Inténtalo de nuevo en unos minutos.',
  removeFailed: 'No se pudo retirar el aviso. Inténtalo de nuevo en unos minutos.',
} as const;
