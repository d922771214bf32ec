// Plain constants only (no zod): the browser's entry chunk imports some of them.
import { UPLOADS_PREFIX } from './api-paths.ts';
import type { Lang } from './lang.ts';
import { PHOTO_REQUEST_PATHS } from './photo-paths.ts';

// Children's images: a photo taken down everywhere in one step (staff), and a family's request to
// take one down (a public form, ADR 0042). A photo is named by its image key, as in its
// addresses: `/uploads/<key>-960.webp`.

/** The API of the photos: taking one down, and the families' requests. */
export const PHOTO_API_PATHS = {
  takeDown: (key: string) => `/api/photos/${encodeURIComponent(key)}/retirar`,
  requests: '/api/photos/solicitudes',
  request: (id: number | string) => `/api/photos/solicitudes/${String(id)}`,
} as const;

/** Words the site shows with every photo. */
export const PHOTO_TEXT = {
  /** The link under every photo to the removal request form. */
  requestLink: 'Solicitar retiro de esta foto',
} as const;

/** The address of the request form for one photo. */
export const photoRequestHref = (key: string) =>
  `${PHOTO_REQUEST_PATHS.form}?foto=${encodeURIComponent(key)}`;

/** An image key: 32 lowercase hexadecimal characters (lib/images.ts makes them). */
export const PHOTO_KEY = /^[a-f0-9]{32}$/;

/** The key of a stored image from one of its addresses (a rendition, the share image), or null. */
export function photoKeyOf(url: string): string | null {
  const at = url.indexOf(UPLOADS_PREFIX);
  if (at === -1) return null;
  const match = /^([a-f0-9]{32})-/.exec(url.slice(at + UPLOADS_PREFIX.length));
  return match?.[1] ?? null;
}

/** Where a photo is shown, in words (the panel, the activity log, the request form). */
/**
 * Where a photo is shown, as data: the request page says it in the visitor's language (a news
 * item's title stays as written, in Spanish).
 */
export type PhotoOrigin = { tipo: 'noticia'; titulo: string } | { tipo: 'galeria'; anio: number };

export const PHOTO_PLACES = {
  news: (titulo: string) => `la noticia «${titulo}»`,
  gallery: (year: number) => `la galería de ${String(year)}`,
} as const;

/** The rendition a preview shows (the request form, the panel). */
export const PHOTO_PREVIEW_WIDTH = 480;

/** Days the school gives itself to answer a request. */
export const PHOTO_REQUEST_TARGET_DAYS = 5;

export const PHOTO_REQUEST_STATES = ['recibida', 'foto-retirada', 'rechazada'] as const;
export type PhotoRequestState = (typeof PHOTO_REQUEST_STATES)[number];

export const PHOTO_LIMITS = {
  nombreMax: 120,
  emailMax: 254,
  relacionMax: 120,
  motivoMax: 2000,
  /** The reason staff give when taking a photo down or refusing a request. */
  razonMax: 500,
} as const;

export const PHOTO_MESSAGES = {
  notFound: 'No encontramos esa foto. Puede que ya se haya retirado.',
  requestNotFound: 'No encontramos esa solicitud.',
  motivoRequired: 'Escribe el motivo del retiro.',
  motivoTooLong: `El motivo puede tener hasta ${String(PHOTO_LIMITS.razonMax)} caracteres.`,
  nombreRequired: 'Escribe tu nombre.',
  nombreTooLong: `El nombre puede tener hasta ${String(PHOTO_LIMITS.nombreMax)} caracteres.`,
  emailRequired: 'Escribe tu correo electrónico.',
  emailInvalid: 'Revisa el correo electrónico: debe tener la forma nombre@dominio.cl.',
  relacionRequired: 'Indica tu relación con el estudiante (por ejemplo: madre, padre, apoderado).',
  relacionTooLong: `La relación puede tener hasta ${String(PHOTO_LIMITS.relacionMax)} caracteres.`,
  requestMotivoRequired: 'Cuéntanos por qué quieres que retiremos la foto.',
  requestMotivoTooLong: `El motivo puede tener hasta ${String(PHOTO_LIMITS.motivoMax)} caracteres.`,
  photoMissing:
    'Esta foto ya no está publicada o la dirección está incompleta. Vuelve a la foto y usa su enlace «Solicitar retiro de esta foto».',
  estadoInvalid: 'El estado debe ser recibida, foto-retirada o rechazada.',
  respuestaRequired: 'Para rechazar la solicitud, escribe la razón que le daremos a la familia.',
  respuestaTooLong: `La razón puede tener hasta ${String(PHOTO_LIMITS.razonMax)} caracteres.`,
} as const;

/** The messages a family reads on the request form's page (the others are staff's, in Spanish). */
type PhotoRequestMessageKey =
  | 'nombreRequired'
  | 'nombreTooLong'
  | 'emailRequired'
  | 'emailInvalid'
  | 'relacionRequired'
  | 'relacionTooLong'
  | 'requestMotivoRequired'
  | 'requestMotivoTooLong'
  | 'photoMissing';

/** The request form's messages in one language: every key a family may read. */
export type PhotoRequestMessages = { readonly [K in PhotoRequestMessageKey]: string };

/** The request form's messages on each language's page (the server's answer shows them). */
export const PHOTO_REQUEST_MESSAGES_BY_LANG: Readonly<Record<Lang, PhotoRequestMessages>> = {
  es: PHOTO_MESSAGES,
  fr: {
    nombreRequired: 'Indiquez votre nom.',
    nombreTooLong: `Le nom ne peut pas dépasser ${PHOTO_LIMITS.nombreMax.toLocaleString('fr-FR')} caractères.`,
    emailRequired: 'Indiquez votre adresse e-mail.',
    emailInvalid: 'Vérifiez votre adresse e-mail : elle doit avoir la forme nom@domaine.cl.',
    relacionRequired:
      'Indiquez votre lien avec l’élève (par exemple : mère, père, responsable légal).',
    relacionTooLong: `Le lien avec l’élève ne peut pas dépasser ${PHOTO_LIMITS.relacionMax.toLocaleString('fr-FR')} caractères.`,
    requestMotivoRequired: 'Dites-nous pourquoi vous souhaitez que nous retirions la photo.',
    requestMotivoTooLong: `Le motif ne peut pas dépasser ${PHOTO_LIMITS.motivoMax.toLocaleString('fr-FR')} caractères.`,
    photoMissing:
      'Cette photo n’est plus publiée, ou l’adresse est incomplète. Revenez à la photo et utilisez son lien « Demander le retrait de cette photo ».',
  },
  en: {
    nombreRequired: 'Please enter your name.',
    nombreTooLong: `Your name can be up to ${PHOTO_LIMITS.nombreMax.toLocaleString('en-GB')} characters long.`,
    emailRequired: 'Please enter your email address.',
    emailInvalid: 'Please check your email address: it should look like name@domain.cl.',
    relacionRequired:
      'Please tell us your relationship to the pupil (for example: mother, father, guardian).',
    relacionTooLong: `Your relationship to the pupil can be up to ${PHOTO_LIMITS.relacionMax.toLocaleString('en-GB')} characters long.`,
    requestMotivoRequired: 'Please tell us why you would like us to remove the photo.',
    requestMotivoTooLong: `Your reason can be up to ${PHOTO_LIMITS.motivoMax.toLocaleString('en-GB')} characters long.`,
    photoMissing:
      'This photo is no longer published, or the address is incomplete. Go back to the photo and use its “Ask for this photo to be removed” link.',
  },
};

/** The request form's fields, by name. */
export const PHOTO_REQUEST_FIELDS = {
  foto: 'foto',
  nombre: 'nombre',
  email: 'email',
  relacion: 'relacion',
  motivo: 'motivo',
} as const;

/** What the request form's page reads (PublicFormState, plus the photo). */
export interface PhotoRequestPageData {
  stamp: string;
  /** The photo the request is about: its key, preview and where it is shown; null when unknown. */
  foto: { clave: string; vista: string; origen: PhotoOrigin } | null;
  values?: Partial<Record<keyof typeof PHOTO_REQUEST_FIELDS, string>>;
  errors?: Partial<Record<keyof typeof PHOTO_REQUEST_FIELDS, string>>;
  message?: string;
}
