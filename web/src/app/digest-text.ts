import { DIGEST_CONSENT } from '@lbj/shared';

// Every Spanish text of /boletin, the families' sign-up to the school's e-mail.

export const DIGEST_TEXT = {
  eyebrow: 'Comunidad Le Beau Jour',
  title: 'Boletín por correo',
  lead: 'Cada semana, las noticias del colegio, los cambios del calendario y los eventos de los próximos 14 días de los niveles de tus hijos; los avisos urgentes, al momento. Sin cuenta, sin publicidad y sin seguimiento.',
  formTitle: 'Suscríbete',
  email: 'Correo electrónico',
  emailHint: 'Te enviaremos un correo para confirmar la suscripción.',
  levelsLegend: 'Niveles de tus hijos',
  levelsHint: 'Elige uno o más: recibirás lo de esos niveles y lo de todo el colegio.',
  kindsLegend: 'Qué quieres recibir',
  kinds: {
    noticias: 'Noticias',
    calendario: 'Cambios del calendario',
    urgentes: 'Avisos urgentes',
  },
  kindHints: {
    noticias: 'Las noticias publicadas en la semana, en el boletín del viernes.',
    calendario: 'Eventos agregados, movidos o cancelados, en el boletín del viernes.',
    urgentes: 'Un aviso urgente o un evento cancelado en los próximos 7 días, al momento.',
  },
  consent: DIGEST_CONSENT.text,
  submit: 'Suscribirme',
  sentTitle: 'Revisa tu correo',
  sentText:
    'Si esa dirección puede recibir el boletín, le llegará un correo para confirmar la suscripción (el enlace dura 48 horas). Hasta que la confirmes no te enviaremos nada más.',
  sentAgain: 'Suscribir otra dirección',
} as const;
