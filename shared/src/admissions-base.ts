// Admissions: the facts Chilean law asks a school with an open process to publish, and the
// inquiries families send from /admision. Types, names and texts without zod: the page and the
// home page import these and stay within their JavaScript budget; the schemas are in admissions.ts.
import type { Lang } from './lang.ts';
import { SUPPLY_LEVELS, type SupplyLevelId } from './supplies-base.ts';

/** The levels a family may ask about: the school's levels, the same slugs as the supplies list. */
export const ADMISSION_LEVELS = SUPPLY_LEVELS;
export type AdmissionLevelId = SupplyLevelId;

/** The levels' display name ("3º Básico"); the slug itself when unknown. */
export function admissionLevelName(id: string): string {
  return ADMISSION_LEVELS.find((level) => level.id === id)?.nombre ?? id;
}

export const ADMISSION_PATHS = {
  /** GET: the published process; PUT {anio}: an administrator saves a year's process. */
  process: '/api/admissions',
  year: (year: number | string) => `/api/admissions/${encodeURIComponent(String(year))}`,
  inquiries: '/api/admissions/inquiries',
  inquiry: (id: number | string) => `/api/admissions/inquiries/${encodeURIComponent(String(id))}`,
  /** One family's inquiries by e-mail: GET exports them, DELETE removes them. */
  family: '/api/admissions/inquiries/familia',
  /** A fresh stamp for the form, when the page was reached without the server's render. */
  stamp: '/api/admissions/formulario',
  /** The address staff are told at when an inquiry arrives. */
  settings: '/api/admissions/notificaciones',
} as const;

/** The public page, its thank-you and the home page's link. */
export const ADMISSION_PAGE = {
  path: '/admision',
  /** The thank-you after an inquiry is sent: the same page with this query. */
  sentQuery: 'enviada',
  thanksPath: '/admision?enviada=1#consulta',
} as const;

/** Page data keys the admissions module fills (ADR 0024). */
export const ADMISSION_PAGE_DATA = {
  /** The published process (AdmissionProcess) or null, for /admision. */
  process: 'admision',
  /** The inquiry form's state (AdmissionFormState), for /admision. */
  form: 'admision-formulario',
  /** `{ anio }` while a process is open, else null: the home page's link. */
  open: 'admision-abierta',
} as const;

/**
 * The facts a process must have to be published open, in the order the page and the panel show
 * them (the law's list: vacancies, criteria, deadline and results, requirements, tests, fees, PEI).
 */
export const ADMISSION_REQUIRED_FACTS = [
  'vacantes',
  'criterios',
  'postulacion_hasta',
  'fecha_resultados',
  'requisitos',
  'pruebas',
  'aranceles',
  'pei_url',
] as const;
export type AdmissionFact = (typeof ADMISSION_REQUIRED_FACTS)[number];

/** Each fact's name as staff read it in the panel and in the server's refusal. */
export const ADMISSION_FACT_NAMES: Record<AdmissionFact, string> = {
  vacantes: 'vacantes por nivel',
  criterios: 'criterios de admisión',
  postulacion_hasta: 'fecha de cierre de postulación',
  fecha_resultados: 'fecha de resultados',
  requisitos: 'requisitos y documentos',
  pruebas: 'pruebas',
  aranceles: 'aranceles',
  pei_url: 'enlace al Proyecto Educativo (PEI)',
};

/** One school year's process, as stored and as GET /api/admissions answers it. */
export interface AdmissionProcess {
  anio: number;
  abierto: boolean;
  /** Level slug → vacancies (0: "sin vacantes"); a level absent is not yet given. */
  vacantes: Partial<Record<AdmissionLevelId, number>>;
  criterios: string;
  /** Dates as YYYY-MM-DD; '' when not given. */
  postulacion_desde: string;
  postulacion_hasta: string;
  fecha_resultados: string;
  requisitos: string;
  /** The kinds of test, or "No se aplican pruebas". */
  pruebas: string;
  /** Amount in pesos and conditions, or "Sin costo". */
  aranceles: string;
  /** A site path (/documentos/…) or an https address. */
  pei_url: string;
  /** For a closed process: when the next one opens (YYYY-MM-DD), or ''. */
  proxima_apertura: string;
  /** The last save, ISO 8601; null for a year never saved. */
  actualizado: string | null;
}

/** The facts of `process` that an open process may not lack, in ADMISSION_REQUIRED_FACTS order. */
export function missingAdmissionFacts(
  process: Pick<AdmissionProcess, AdmissionFact>,
): AdmissionFact[] {
  return ADMISSION_REQUIRED_FACTS.filter((fact) => {
    if (fact === 'vacantes') {
      return ADMISSION_LEVELS.some((level) => typeof process.vacantes[level.id] !== 'number');
    }
    return process[fact].trim() === '';
  });
}

/** An inquiry's status: new, answered, closed. */
export const INQUIRY_STATUSES = ['nueva', 'respondida', 'cerrada'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** The form's field names, as the page posts them (and as the 400's `errors` name them). */
export const INQUIRY_FIELDS = [
  'nombre',
  'email',
  'telefono',
  'nivel',
  'anio_nacimiento',
  'mensaje',
  'consentimiento',
] as const;
export type InquiryField = (typeof INQUIRY_FIELDS)[number];

export const INQUIRY_LIMITS = {
  nameMax: 120,
  emailMax: 254,
  phoneMax: 30,
  messageMax: 2000,
  noteMax: 2000,
  /** Inquiries older than this many months are deleted automatically. */
  keepMonths: 24,
} as const;

/** One inquiry, as GET /api/admissions/inquiries answers it. */
export interface Inquiry {
  id: number;
  nombre: string;
  email: string;
  telefono: string | null;
  nivel: AdmissionLevelId;
  anio_nacimiento: number | null;
  mensaje: string;
  estado: InquiryStatus;
  /** Staff's own note; '' when none. */
  nota: string;
  /** When it arrived, ISO 8601. */
  creada: string;
}

/** The inquiry form's page data: the public form's state and whether it was just sent. */
export interface AdmissionFormState {
  stamp: string;
  /** True on the thank-you (after the 303). */
  enviada?: boolean;
  values?: Partial<Record<InquiryField, string>>;
  errors?: Partial<Record<InquiryField, string>>;
  message?: string;
}

/** The labels of the form, exactly as families read them. */
export const INQUIRY_LABELS: Record<InquiryField, string> = {
  nombre: 'Nombre',
  email: 'Correo electrónico',
  telefono: 'Teléfono',
  nivel: 'Nivel de interés',
  anio_nacimiento: 'Año de nacimiento',
  mensaje: 'Mensaje',
  consentimiento:
    'Acepto que el colegio me contacte por correo o teléfono para responder esta consulta.',
};

export const INQUIRY_MESSAGES = {
  nameRequired: 'Escribe tu nombre.',
  nameTooLong: `El nombre puede tener como máximo ${String(INQUIRY_LIMITS.nameMax)} caracteres.`,
  emailRequired: 'Escribe tu correo electrónico.',
  emailInvalid: 'Revisa el correo electrónico: debe tener la forma nombre@dominio.cl.',
  phoneInvalid:
    'Escribe el teléfono solo con números, espacios y el signo +, por ejemplo +56 9 1234 5678.',
  levelRequired: 'Elige el nivel que te interesa.',
  birthYearInvalid: 'Escribe el año de nacimiento con cuatro cifras, por ejemplo 2021.',
  messageRequired: 'Escribe tu consulta.',
  messageTooLong: `El mensaje puede tener como máximo ${String(INQUIRY_LIMITS.messageMax)} caracteres.`,
  consentRequired: 'Para responderte necesitamos tu autorización para contactarte.',
  /** Above the form when a field was refused. */
  formHasErrors: 'Revisa los campos marcados: tus datos siguen aquí.',
} as const;

/** The inquiry form's messages in one language: every key of the Spanish ones. */
type InquiryMessages = { readonly [K in keyof typeof INQUIRY_MESSAGES]: string };

/** The inquiry form's messages on each language's /admision (the server's answer shows them). */
export const INQUIRY_MESSAGES_BY_LANG: Readonly<Record<Lang, InquiryMessages>> = {
  es: INQUIRY_MESSAGES,
  fr: {
    nameRequired: 'Indiquez votre nom.',
    nameTooLong: `Le nom ne peut pas dépasser ${INQUIRY_LIMITS.nameMax.toLocaleString('fr-FR')} caractères.`,
    emailRequired: 'Indiquez votre adresse e-mail.',
    emailInvalid: 'Vérifiez votre adresse e-mail : elle doit avoir la forme nom@domaine.cl.',
    phoneInvalid:
      'Écrivez le numéro de téléphone uniquement avec des chiffres, des espaces et le signe +, par exemple +56 9 1234 5678.',
    levelRequired: 'Choisissez le niveau qui vous intéresse.',
    birthYearInvalid: 'Écrivez l’année de naissance en quatre chiffres, par exemple 2021.',
    messageRequired: 'Écrivez votre question.',
    messageTooLong: `Le message ne peut pas dépasser ${INQUIRY_LIMITS.messageMax.toLocaleString('fr-FR')} caractères.`,
    consentRequired: 'Pour vous répondre, nous avons besoin de votre accord pour vous contacter.',
    formHasErrors: 'Vérifiez les champs signalés : vos informations sont toujours là.',
  },
  en: {
    nameRequired: 'Please enter your name.',
    nameTooLong: `Your name can be up to ${INQUIRY_LIMITS.nameMax.toLocaleString('en-GB')} characters long.`,
    emailRequired: 'Please enter your email address.',
    emailInvalid: 'Please check your email address: it should look like name@domain.cl.',
    phoneInvalid:
      'Please write the telephone number using only digits, spaces and the + sign, for example +56 9 1234 5678.',
    levelRequired: 'Please choose the level you are interested in.',
    birthYearInvalid: 'Please write the year of birth with four digits, for example 2021.',
    messageRequired: 'Please write your question.',
    messageTooLong: `Your message can be up to ${INQUIRY_LIMITS.messageMax.toLocaleString('en-GB')} characters long.`,
    consentRequired: 'To reply, we need your permission to contact you.',
    formHasErrors: 'Please check the fields marked: your details are still here.',
  },
};

/** An e-mail address as the form and the settings take it: one @, a dot in the domain, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A stored inquiry's fields, once checked: what the family sent. */
export type InquiryInput = Pick<
  Inquiry,
  'nombre' | 'email' | 'telefono' | 'nivel' | 'anio_nacimiento' | 'mensaje'
>;

/**
 * Checks a submitted form (strings by name): the inquiry, or a message per refused field (in
 * Spanish, or from `messages`: the page's language's). `year` is the current year in Chile (a
 * birth year is from 25 years back to it).
 */
export function checkInquiry(
  fields: Readonly<Record<string, string | undefined>>,
  year: number,
  messages: InquiryMessages = INQUIRY_MESSAGES,
):
  | { ok: true; inquiry: InquiryInput }
  | { ok: false; errors: Partial<Record<InquiryField, string>> } {
  const text = (name: InquiryField) => (fields[name] ?? '').trim();
  const errors: Partial<Record<InquiryField, string>> = {};
  const nombre = text('nombre');
  if (nombre === '') errors.nombre = messages.nameRequired;
  else if ([...nombre].length > INQUIRY_LIMITS.nameMax) errors.nombre = messages.nameTooLong;
  const email = text('email').toLowerCase();
  if (email === '') errors.email = messages.emailRequired;
  else if (email.length > INQUIRY_LIMITS.emailMax || !EMAIL_PATTERN.test(email)) {
    errors.email = messages.emailInvalid;
  }
  const telefono = text('telefono');
  if (
    telefono !== '' &&
    (telefono.length > INQUIRY_LIMITS.phoneMax || !/^\+?[0-9][0-9 ()-]{5,}$/.test(telefono))
  ) {
    errors.telefono = messages.phoneInvalid;
  }
  const nivel = ADMISSION_LEVELS.find((level) => level.id === text('nivel'))?.id;
  if (nivel === undefined) errors.nivel = messages.levelRequired;
  const birth = text('anio_nacimiento');
  const birthYear = Number(birth);
  if (birth !== '' && (!/^[0-9]{4}$/.test(birth) || birthYear < year - 25 || birthYear > year)) {
    errors.anio_nacimiento = messages.birthYearInvalid;
  }
  const mensaje = (fields.mensaje ?? '').trim().replace(/\r\n/g, '\n');
  if (mensaje === '') errors.mensaje = messages.messageRequired;
  else if ([...mensaje].length > INQUIRY_LIMITS.messageMax) {
    errors.mensaje = messages.messageTooLong;
  }
  if (text('consentimiento') === '') errors.consentimiento = messages.consentRequired;
  if (Object.keys(errors).length > 0 || nivel === undefined) return { ok: false, errors };
  return {
    ok: true,
    inquiry: {
      nombre,
      email,
      telefono: telefono === '' ? null : telefono,
      nivel,
      anio_nacimiento: birth === '' ? null : birthYear,
      mensaje,
    },
  };
}
