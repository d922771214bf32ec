import { DIGEST_KIND_NAMES } from '@lbj/shared';

/** The Boletín section's words (staff read Spanish). */
export const DIGEST_PANEL_TEXT = {
  loadFailed: 'No se pudo cargar el boletín. Revisa tu conexión y vuelve a intentarlo.',
  changeFailed: 'No se pudo guardar el cambio. Vuelve a intentarlo.',
  noSmtp:
    'El servidor no tiene configurado el envío de correos (SMTP_URL): nadie puede suscribirse y no se envía nada.',
  countsTitle: 'Familias suscritas',
  confirmed: (count: number) =>
    count === 1 ? '1 familia confirmada.' : `${String(count)} familias confirmadas.`,
  pending: (count: number) =>
    count === 1
      ? '1 suscripción sin confirmar (se borra a los 7 días).'
      : `${String(count)} suscripciones sin confirmar (se borran a los 7 días).`,
  levelColumn: 'Nivel',
  familiesColumn: 'Familias',
  pausedTitle: 'Correos en pausa',
  pausedLead:
    'El servidor de correo de estas familias rechazó un correo para siempre: no se les envía nada hasta que lo reanudes. Confirma antes con la familia que su correo está bien.',
  pausedNone: 'Ningún correo en pausa.',
  pausedSince: (code: string, when: string) => `Rechazo ${code}, desde el ${when}`,
  resume: 'Reanudar',
  resumed: 'Listo: se le volverá a enviar correo.',
  nextTitle: 'Próxima edición',
  nextAt: (when: string) => `Sale el ${when} (hora de Chile).`,
  weekday: 'Día',
  hour: 'Hora',
  weekdays: ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'],
  saveSchedule: 'Guardar día y hora',
  scheduleSaved: 'Listo: el boletín saldrá ese día y a esa hora.',
  previewLevel: 'Vista previa para el nivel',
  showPreview: 'Ver vista previa',
  previewTitle: (subject: string) => `Vista previa: ${subject}`,
  sendNow: 'Enviar ahora',
  sendNowLead:
    'Prepara la edición de esta semana y la envía. Cada semana sale una sola vez: si ya salió, no se envía de nuevo.',
  sent: (count: number) =>
    count === 1 ? 'Listo: 1 correo en camino.' : `Listo: ${String(count)} correos en camino.`,
  alreadySent: 'La edición de esta semana ya salió: no se envió de nuevo.',
  historyTitle: 'Ediciones anteriores',
  historyNone: 'Todavía no ha salido ninguna edición.',
  historyColumns: [
    'Semana del',
    'Familias',
    'Entregados',
    'En cola',
    'Rechazados',
    'Ambiguos',
    'Sin novedades',
  ],
  familyTitle: 'Pedidos de una familia',
  familyLead:
    'Si una familia pide ver o borrar sus datos del boletín, escribe su correo. Se anota en el registro de actividad, sin el correo.',
  familyEmail: 'Correo de la familia',
  exportFamily: 'Ver sus datos',
  deleteFamily: 'Borrar sus datos',
  confirmDelete: 'Sí, borrar',
  confirmDeleteText: (email: string) =>
    `¿Borrar todo lo que se guarda de ${email}? No se puede deshacer.`,
  notFound: 'No hay nada guardado de ese correo.',
  deleted: 'Listo: se borró todo lo que se guardaba de ese correo.',
  kinds: DIGEST_KIND_NAMES as Readonly<Record<string, string>>,
  exported: (kinds: string, levels: string, confirmed: string, version: string) =>
    `Niveles: ${levels}. Recibe: ${kinds}. Confirmó el ${confirmed}. Versión del texto aceptado: ${version}.`,
  exportedPending: 'Se suscribió pero no ha confirmado.',
  exportedLeft: 'Se dio de baja: solo queda una huella del correo para no volver a escribirle.',
} as const;
