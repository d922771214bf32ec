import * as z from 'zod/mini';
import { EMAIL_PATTERN, INQUIRY_LIMITS } from './admissions-base.ts';
import { CALENDAR_LEVELS, type CalendarLevel } from './calendar-base.ts';
import type { Lang } from './lang.ts';
import { DIGEST_KINDS, type DigestKind } from './digest-base.ts';

/**
 * The families' e-mail: a weekly digest for their children's levels and urgent notices at once,
 * with no account. Signing up is a public form on /boletin; every other step is a page reached
 * from a mail, whose address carries a signed token, and whose button POSTs (a mail scanner that
 * opens every link changes nothing).
 */

/** The token pages, each `<prefix>/{token}`: GET shows a page with a button, POST acts. */
export const DIGEST_TOKEN_PATHS = {
  confirm: '/boletin/confirmar',
  notMe: '/boletin/no-fui-yo',
  preferences: '/boletin/preferencias',
  leave: '/boletin/baja',
} as const;

/** The staff's API. */
export const DIGEST_PATHS = {
  /** POST: builds this week's edition and queues it (once a week). */
  send: '/api/boletin/enviar',
  /** GET, PUT: the day and hour of the weekly digest, in Chile. */
  schedule: '/api/boletin/horario',
  /** GET: the panel's summary (counts, pending, paused, next edition, history). */
  status: '/api/boletin',
  /** GET ?nivel=: the mail a family of one level would get this week. */
  preview: '/api/boletin/vista-previa',
  /** POST { email }: mail may go to a paused address again. */
  resume: '/api/boletin/reanudar',
  /** GET, DELETE ?email=: one family's export and deletion. */
  family: '/api/boletin/familia',
} as const;

/** GET /api/boletin: what the panel's Boletín section shows. */
export interface DigestStatus {
  /** Confirmed families by level (a family with two levels counts in both). */
  niveles: Record<string, number>;
  confirmadas: number;
  pendientes: number;
  /** Addresses the SMTP server refused for good: nothing goes to them until resumed. */
  pausadas: { email: string; motivo: string; desde: string }[];
  /** The next edition to build: its week (its Monday) and when it is due (ISO UTC). */
  proxima: { semana: string; fecha: string };
  horario: DigestSchedule;
  /** Whether the server can send e-mail (SMTP_URL). */
  smtp: boolean;
  /** The latest editions, newest first, with how their mails ended. */
  ediciones: {
    id: number;
    semana: string;
    creada: string;
    destinatarios: number;
    enviados: number;
    en_cola: number;
    fallidos: number;
    ambiguos: number;
    sin_contenido: number;
  }[];
}

/** GET /api/boletin/familia: what is kept of one family (for its request to see it). */
export interface DigestFamilyExport {
  email: string;
  niveles: string[];
  tipos: string[];
  consentimiento: string | null;
  confirmado_en: string | null;
  pendiente_desde: string | null;
  /** True when the address left everything or was blocked (only its hash is kept). */
  baja: boolean;
}

/** ?nivel= of the preview. */
export const digestPreviewQuerySchema = z.object({
  nivel: z.enum(CALENDAR_LEVELS.map((level) => level.id) as [CalendarLevel, ...CalendarLevel[]], {
    error: 'Elige un nivel.',
  }),
});

/** { email } of a paused address to resume. */
export const digestResumeSchema = z.object({
  email: z
    .string({ error: 'Escribe el correo.' })
    .check(z.trim(), z.toLowerCase(), z.minLength(3, { error: 'Escribe el correo.' })),
});

/** PUT /api/boletin/horario: day of the week (0 Sunday … 6 Saturday) and hour (0–23), in Chile. */
export const digestScheduleSchema = z.object({
  dia: z
    .number({ error: 'Elige el día de la semana.' })
    .check(
      z.int({ error: 'Elige el día de la semana.' }),
      z.minimum(0, { error: 'Elige el día de la semana.' }),
      z.maximum(6, { error: 'Elige el día de la semana.' }),
    ),
  hora: z
    .number({ error: 'Elige una hora entre 0 y 23.' })
    .check(
      z.int({ error: 'Elige una hora entre 0 y 23.' }),
      z.minimum(0, { error: 'Elige una hora entre 0 y 23.' }),
      z.maximum(23, { error: 'Elige una hora entre 0 y 23.' }),
    ),
});
export type DigestSchedule = z.infer<typeof digestScheduleSchema>;

export const DIGEST_KIND_NAMES: Readonly<Record<DigestKind, string>> = {
  noticias: 'Noticias',
  calendario: 'Cambios del calendario',
  urgentes: 'Avisos urgentes',
};

/** The sign-up form's fields: `nivel` is repeated, one per level checked. */
export const DIGEST_FIELDS = [
  'email',
  'nivel',
  'noticias',
  'calendario',
  'urgentes',
  'acepto',
] as const;

/**
 * The consent's wording and its version: a subscriber's row keeps the version it accepted, so
 * the school can show what a family agreed to. A new wording is a new version.
 */
export const DIGEST_CONSENT = {
  version: '2026-11',
  text: 'Acepto recibir estos correos del colegio. Se guardan solo mi correo, los niveles y lo que elegí recibir, la versión de este texto y la fecha en que confirmé, mientras siga suscrito; una suscripción sin confirmar se borra a los 7 días. Puedo darme de baja con un clic en cualquier correo.',
} as const;

export const DIGEST_LIMITS = {
  /** A confirmation link lasts this long. */
  confirmHours: 48,
  /** A sign-up never confirmed is deleted after this. */
  pendingDays: 7,
  /** Events of the next this-many days are in every digest. */
  eventDays: 14,
} as const;

/** A sign-up as checked: the address lowercased, the levels and kinds as chosen. */
export interface DigestSignUp {
  email: string;
  niveles: CalendarLevel[];
  tipos: DigestKind[];
}

export const DIGEST_MESSAGES = {
  emailRequired: 'Escribe tu correo electrónico.',
  emailInvalid: 'Revisa el correo electrónico: debe tener la forma nombre@dominio.cl.',
  levelRequired: 'Elige al menos un nivel.',
  kindRequired: 'Elige al menos una cosa que quieras recibir.',
  consentRequired: 'Para suscribirte, marca la casilla de aceptación.',
  formHasErrors: 'Revisa lo marcado en rojo: tus datos siguen aquí.',
  cliQueued: (mails: number, families: number) =>
    `Boletín de esta semana: ${String(mails)} correos en cola, de ${String(families)} familias suscritas (las demás no tienen novedades esta semana). El servidor los envía a su ritmo.`,
  cliAlreadyBuilt:
    'El boletín de esta semana ya se preparó: no se vuelve a enviar. El próximo sale la semana que viene.',
  noSmtp:
    'El servidor no tiene configurado el envío de correos (SMTP_URL): el boletín no se puede enviar.',
  unavailable: 'El boletín por correo aún no está disponible. Vuelve a intentarlo más adelante.',
  tryLater:
    'En este momento no podemos enviar más correos de confirmación. Vuelve a intentarlo en una hora.',
  // Token pages.
  pageTitle: 'Boletín del colegio',
  confirmHeading: 'Confirma tu suscripción',
  confirmLead: 'Para empezar a recibir los correos del colegio, confirma con el botón.',
  confirmButton: 'Confirmar suscripción',
  confirmed:
    'Listo: tu suscripción está confirmada. Recibirás el próximo boletín; cada correo trae el enlace para cambiar tus preferencias o darte de baja.',
  notMeHeading: '¿No te suscribiste tú?',
  notMeLead:
    'Si alguien escribió tu correo sin tu permiso, bloquéalo: no te enviaremos ningún correo más.',
  notMeButton: 'No fui yo',
  blocked: 'Listo: no te enviaremos ningún correo más.',
  preferencesHeading: 'Tus preferencias',
  preferencesLead: 'Elige los niveles y lo que quieres recibir.',
  levelsLegend: 'Niveles',
  kindsLegend: 'Quiero recibir',
  saveButton: 'Guardar preferencias',
  saved: 'Listo: guardamos tus preferencias.',
  leaveAllButton: 'Darme de baja de todo',
  leaveHeading: 'Darte de baja',
  leaveDigestLead:
    'Dejarás de recibir el boletín semanal. Los avisos urgentes seguirán llegando si los elegiste.',
  leaveUrgentLead:
    'Dejarás de recibir los avisos urgentes. El boletín semanal seguirá llegando si lo elegiste.',
  leaveButton: 'Darme de baja',
  left: 'Listo: te diste de baja.',
  leftAll: 'Listo: no recibirás más correos del colegio.',
  badLinkHeading: 'Este enlace no es válido',
  badLink:
    'Revisa que el enlace esté completo: a veces el programa de correo lo corta en dos líneas. Si no, suscríbete otra vez en el sitio del colegio.',
  expiredHeading: 'Este enlace venció',
  expired:
    'Los enlaces de confirmación duran 48 horas. Vuelve a suscribirte en el sitio del colegio y te enviaremos uno nuevo.',
  goneHeading: 'Ya no estás suscrito',
  gone: 'Esta suscripción ya no existe. Puedes volver a suscribirte en el sitio del colegio.',
  backToSite: 'Ir al boletín del colegio',
  // The confirmation e-mail.
  confirmSubject: 'Confirma tu suscripción al boletín del Colegio Le Beau Jour',
  confirmBody: (confirmUrl: string, notMeUrl: string) =>
    [
      'Hola:',
      '',
      'Alguien (ojalá tú) pidió recibir en este correo el boletín del Colegio Le Beau Jour.',
      'Para confirmarlo, abre este enlace y pulsa «Confirmar suscripción» (dura 48 horas):',
      confirmUrl,
      '',
      'Si no fuiste tú, no hagas nada: no te escribiremos más. Para bloquear este correo del todo,',
      'abre este enlace y pulsa «No fui yo»:',
      notMeUrl,
      '',
      'Colegio Cristiano Le Beau Jour',
    ].join('\n'),
} as const;

const LEVEL_IDS: readonly string[] = CALENDAR_LEVELS.map((level) => level.id);

/** The checked levels among `values`, in the school's order, each once. */
export function digestLevels(values: readonly string[]): CalendarLevel[] {
  return CALENDAR_LEVELS.map((level) => level.id).filter((id) => values.includes(id));
}

/** The levels' names for a family ("3º Básico, 5º Básico"). */
export function digestLevelNames(levels: readonly string[]): string {
  return CALENDAR_LEVELS.filter((level) => levels.includes(level.id))
    .map((level) => level.nombre)
    .join(', ');
}

/** The kinds checked among the form's fields. */
export function digestKinds(fields: Readonly<Record<string, string | undefined>>): DigestKind[] {
  return DIGEST_KINDS.filter((kind) => (fields[kind] ?? '') !== '');
}

/** Checks a sign-up: one message per field that is wrong. */
/** What the sign-up form says back, in the language of the page it was sent from. */
export interface DigestFormMessages {
  emailRequired: string;
  emailInvalid: string;
  levelRequired: string;
  kindRequired: string;
  consentRequired: string;
  formHasErrors: string;
  unavailable: string;
  tryLater: string;
}

export const DIGEST_FORM_MESSAGES: Readonly<Record<Lang, DigestFormMessages>> = {
  es: DIGEST_MESSAGES,
  fr: {
    emailRequired: 'Écrivez votre adresse e-mail.',
    emailInvalid: 'Vérifiez l’adresse e-mail : elle doit avoir la forme nom@domaine.fr.',
    levelRequired: 'Choisissez au moins un niveau.',
    kindRequired: 'Choisissez au moins une chose à recevoir.',
    consentRequired: 'Pour vous abonner, cochez la case d’acceptation.',
    formHasErrors: 'Vérifiez ce qui est signalé en rouge : vos données sont toujours là.',
    unavailable:
      'La lettre d’information par e-mail n’est pas encore disponible. Réessayez plus tard.',
    tryLater:
      'Nous ne pouvons pas envoyer plus d’e-mails de confirmation pour le moment. Réessayez dans une heure.',
  },
  en: {
    emailRequired: 'Write your e-mail address.',
    emailInvalid: 'Check the e-mail address: it should look like name@domain.com.',
    levelRequired: 'Choose at least one level.',
    kindRequired: 'Choose at least one thing to receive.',
    consentRequired: 'To subscribe, tick the consent box.',
    formHasErrors: 'Check what is marked in red: your details are still here.',
    unavailable: 'The school’s e-mail newsletter is not available yet. Please try again later.',
    tryLater: 'We cannot send more confirmation e-mails right now. Please try again in an hour.',
  },
};

export function checkDigestSignUp(
  fields: Readonly<Record<string, string | undefined>>,
  levelValues: readonly string[],
  messages: DigestFormMessages = DIGEST_FORM_MESSAGES.es,
):
  | { ok: true; signUp: DigestSignUp }
  | { ok: false; errors: Partial<Record<(typeof DIGEST_FIELDS)[number], string>> } {
  const errors: Partial<Record<(typeof DIGEST_FIELDS)[number], string>> = {};
  const email = (fields.email ?? '').trim().toLowerCase();
  if (email === '') errors.email = messages.emailRequired;
  else if (email.length > INQUIRY_LIMITS.emailMax || !EMAIL_PATTERN.test(email)) {
    errors.email = messages.emailInvalid;
  }
  const niveles = digestLevels(levelValues);
  if (niveles.length === 0 || levelValues.some((value) => !LEVEL_IDS.includes(value))) {
    errors.nivel = messages.levelRequired;
  }
  const tipos = digestKinds(fields);
  if (tipos.length === 0) errors.noticias = messages.kindRequired;
  if ((fields.acepto ?? '') === '') errors.acepto = messages.consentRequired;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, signUp: { email, niveles, tipos } };
}

/** The words of the digest and urgent mails (Spanish; the family's language once the site has others). */
export const DIGEST_MAIL = {
  digestSubject: (date: string) => `Boletín semanal del Colegio Le Beau Jour · ${date}`,
  digestHeading: 'Boletín semanal',
  forLevels: (levels: string) => `Para: ${levels}`,
  newsHeading: 'Noticias',
  changesHeading: 'Cambios del calendario',
  nextHeading: 'Próximos 14 días',
  wholeSchool: 'Todo el colegio',
  change: { agregado: 'Nuevo', movido: 'Cambió de fecha', cancelado: 'Cancelado' } as Readonly<
    Record<string, string>
  >,
  preferences: 'Cambiar niveles o lo que recibes',
  leaveDigest: 'Dejar de recibir el boletín',
  leaveUrgent: 'Dejar de recibir los avisos urgentes',
  why: 'Recibes este correo porque te suscribiste al boletín del colegio en su sitio web.',
  urgentSubject: (title: string) => `Aviso urgente del Colegio Le Beau Jour: ${title}`,
  urgentHeading: 'Aviso urgente',
  cancelledTitle: (title: string) => `Se canceló «${title}»`,
  cancelledText: (title: string, when: string) => `El evento «${title}» (${when}) se canceló.`,
  school: 'Colegio Cristiano Le Beau Jour',
} as const;
