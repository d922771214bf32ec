import { PHOTO_REQUEST_TARGET_DAYS } from '@lbj/shared';

/** Visitor text of the removal request form and its confirmation. */
export const PHOTO_REQUEST_TEXT = {
  title: 'Solicitar retiro de una foto',
  lead: 'Si en una foto del sitio aparece tu hijo o hija y no quieres que siga publicada, cuéntanos. Revisamos cada solicitud y respondemos por correo.',
  photoHeading: 'La foto',
  /** Followed by the news item's title, quoted. */
  photoInNews: 'Publicada en la noticia',
  photoInGallery: (year: number) => `Publicada en la galería de ${String(year)}.`,
  noPhoto:
    'No pudimos identificar la foto: puede que ya se haya retirado. Vuelve a la foto y usa el enlace «Solicitar retiro de esta foto» que está debajo de ella, o escríbenos indicando dónde la viste.',
  nombre: 'Nombre',
  email: 'Correo electrónico',
  emailHint: 'Te responderemos a este correo.',
  relacion: 'Relación con el estudiante',
  relacionHint: 'Por ejemplo: madre, padre, apoderado o el propio estudiante.',
  motivo: 'Motivo',
  motivoHint: 'Cuéntanos brevemente por qué quieres que la retiremos.',
  submit: 'Enviar solicitud',
  privacy: 'Usamos estos datos solo para responder tu solicitud. No se publican ni se comparten.',
  sentTitle: 'Recibimos tu solicitud',
  sentLead: 'Gracias por avisarnos. Tu solicitud ya está en manos del equipo del colegio.',
  nextHeading: 'Qué pasa ahora',
  next: [
    `Revisamos la solicitud en un plazo de ${String(PHOTO_REQUEST_TARGET_DAYS)} días hábiles como máximo.`,
    'Si corresponde, retiramos la foto de todo el sitio: noticias, galería y las vistas previas que se comparten en redes.',
    'Te escribimos al correo que nos diste para contarte qué hicimos.',
  ],
  urgent: 'Si es urgente, llámanos o escríbenos directamente.',
  backHome: 'Volver al inicio',
} as const;

/** Staff text of the panel's "Fotos" section. */
export const PHOTO_PANEL_TEXT = {
  /** Under the photo of the removal request page, to logged-in staff only: the panel's take-down. */
  staffTakeDown: 'Retirar esta foto (personal del colegio)',
  requestsHeading: 'Solicitudes de retiro',
  none: 'No hay solicitudes de retiro de fotos.',
  loadFailed: 'No se pudieron cargar las solicitudes.',
  open: (count: number) => (count === 1 ? '1 abierta' : `${String(count)} abiertas`),
  states: {
    recibida: 'Recibida',
    'foto-retirada': 'Foto retirada',
    rechazada: 'Rechazada',
  },
  received: (date: string) => `Recibida el ${date}`,
  due: (date: string) => `Plazo: ${date}`,
  overdue: 'Plazo vencido',
  from: 'De',
  relation: 'Relación',
  reason: 'Motivo',
  refusedBecause: 'Razón del rechazo',
  where: (lugar: string) => `Foto publicada en ${lugar}`,
  photoGone: 'La foto ya no está publicada.',
  reply: 'Responder por correo',
  replySubject: 'Tu solicitud de retiro de una foto · Colegio Le Beau Jour',
  takeDownReason: 'Motivo del retiro (queda en el registro de actividad)',
  takeDownDefault: 'Solicitud de la familia',
  takeDown: 'Retirar foto',
  takingDown: 'Retirando…',
  refuseReason: 'Razón para la familia',
  refuse: 'Rechazar solicitud',
  markDone: 'Marcar como foto retirada',
  reopen: 'Volver a abrir',
  byAddressHeading: 'Retirar una foto del sitio',
  byAddressLead:
    'Pega la dirección de la foto (clic derecho sobre ella, «Copiar dirección de imagen») o la de su página de solicitud. La foto sale de inmediato de todas las páginas, del feed, del mapa del sitio y de las vistas previas; sus archivos se borran.',
  address: 'Dirección de la foto',
  addressInvalid:
    'No reconocemos esa dirección: debe contener /uploads/ seguido del nombre del archivo, o ?foto= y su clave.',
  done: 'Foto retirada de todo el sitio.',
} as const;
