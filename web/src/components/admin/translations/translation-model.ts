import {
  CALENDAR_LIMITS,
  LIMITS,
  NOTICE_LIMITS,
  PREFIXED_LANGS,
  calendarEventTranslationInputSchema,
  newsTranslationInputSchema,
  noticeTranslationInputSchema,
  type CalendarEvent,
  type NewsItem,
  type Notice,
  type TranslationLanguage,
} from '@lbj/shared';

// What the staff's translation editor works on: the three kinds of text the school translates
// (news items, calendar events, the notice), their fields with the server's own rules, and each
// language's state. No React here.

export type TranslationKind = 'noticia' | 'evento' | 'aviso';
export type TranslationField = 'titulo' | 'descripcion' | 'texto';

/** A form's values (every field; a kind uses its own). */
export type TranslationValues = Record<TranslationField, string>;
/** What PUT …/traducciones/{idioma} takes: the kind's fields, trimmed. */
export type TranslationBody = Partial<Record<TranslationField, string>>;

export const EMPTY_TRANSLATION: TranslationValues = { titulo: '', descripcion: '', texto: '' };

export interface TranslationFieldSpec {
  name: TranslationField;
  /** A textarea (else a one-line input) and its height. */
  rows?: number;
  required: boolean;
  max: number;
}

/** Each kind's fields, in the form's order, with the limits of the Spanish original. */
export const TRANSLATION_FIELDS: Record<TranslationKind, readonly TranslationFieldSpec[]> = {
  noticia: [
    { name: 'titulo', required: true, max: LIMITS.tituloMax },
    { name: 'descripcion', rows: 8, required: true, max: LIMITS.descripcionMax },
  ],
  evento: [
    { name: 'titulo', required: true, max: CALENDAR_LIMITS.tituloMax },
    { name: 'descripcion', rows: 4, required: false, max: CALENDAR_LIMITS.descripcionMax },
  ],
  aviso: [{ name: 'texto', rows: 3, required: true, max: NOTICE_LIMITS.textoMax }],
};

/**
 * A language's state: *falta* (no translation), *al día*, or *desactualizada* (the Spanish text
 * changed after the translation was saved).
 */
export type TranslationState = 'falta' | 'al-dia' | 'desactualizada';

/** The `traducciones` of any answer: news item, event or notice. */
export type AnyTranslations = Partial<Record<TranslationLanguage, { desactualizada: boolean }>>;

export function translationState(
  translations: AnyTranslations | undefined,
  idioma: TranslationLanguage,
): TranslationState {
  const translation = translations?.[idioma];
  if (!translation) return 'falta';
  return translation.desactualizada ? 'desactualizada' : 'al-dia';
}

/** The languages that wait for staff: missing or outdated, in PREFIXED_LANGS' order. */
export function pendingLanguages(
  translations: AnyTranslations | undefined,
): readonly TranslationLanguage[] {
  return PREFIXED_LANGS.filter((idioma) => translationState(translations, idioma) !== 'al-dia');
}

/** A text to translate, whatever its kind: what the editor shows and what its drafts are tied to. */
export interface TranslationTarget {
  kind: TranslationKind;
  /** The item's id; the notice, the only one of its kind, has 0. */
  id: number;
  /** How staff call it: its Spanish title (the notice's text is its own name). */
  name: string;
  original: TranslationValues;
  translations: Partial<
    Record<TranslationLanguage, TranslationValues & { desactualizada: boolean }>
  >;
}

type StoredTranslation = Partial<TranslationValues> & { desactualizada: boolean };

function valuesOf(stored: StoredTranslation): TranslationValues & { desactualizada: boolean } {
  return {
    titulo: stored.titulo ?? '',
    descripcion: stored.descripcion ?? '',
    texto: stored.texto ?? '',
    desactualizada: stored.desactualizada,
  };
}

function translationsOf(
  translations: Partial<Record<TranslationLanguage, StoredTranslation>> | undefined,
): TranslationTarget['translations'] {
  const found: TranslationTarget['translations'] = {};
  for (const idioma of PREFIXED_LANGS) {
    const stored = translations?.[idioma];
    if (stored) found[idioma] = valuesOf(stored);
  }
  return found;
}

export function newsTranslationTarget(item: NewsItem): TranslationTarget {
  return {
    kind: 'noticia',
    id: item.id,
    name: item.titulo,
    original: { ...EMPTY_TRANSLATION, titulo: item.titulo, descripcion: item.descripcion },
    translations: translationsOf(item.traducciones),
  };
}

export function eventTranslationTarget(event: CalendarEvent): TranslationTarget {
  return {
    kind: 'evento',
    id: event.id,
    name: event.titulo,
    original: { ...EMPTY_TRANSLATION, titulo: event.titulo, descripcion: event.descripcion ?? '' },
    translations: translationsOf(event.traducciones),
  };
}

export function noticeTranslationTarget(notice: Notice): TranslationTarget {
  return {
    kind: 'aviso',
    id: 0,
    name: notice.texto,
    original: { ...EMPTY_TRANSLATION, texto: notice.texto },
    translations: translationsOf(notice.traducciones),
  };
}

/** A stored translation's fields as the form shows them (empty when there is none). */
export function storedValues(
  target: TranslationTarget,
  idioma: TranslationLanguage,
): TranslationValues {
  const stored = target.translations[idioma];
  if (!stored) return EMPTY_TRANSLATION;
  const { desactualizada: _state, ...values } = stored;
  return values;
}

type TranslationErrors = Partial<Record<TranslationField, string>>;

function check(kind: TranslationKind, candidate: TranslationBody) {
  switch (kind) {
    case 'noticia':
      return newsTranslationInputSchema.safeParse(candidate);
    case 'evento':
      return calendarEventTranslationInputSchema.safeParse(candidate);
    case 'aviso':
      return noticeTranslationInputSchema.safeParse(candidate);
  }
}

/**
 * The body to send, or the errors to show beside each field: the server's own rules (the shared
 * schemas, with their Spanish messages). The texts are sent trimmed; an event's empty
 * description is left out.
 */
export function readTranslationForm(
  kind: TranslationKind,
  values: TranslationValues,
): { body: TranslationBody; errors?: undefined } | { errors: TranslationErrors } {
  const names = TRANSLATION_FIELDS[kind].map((field) => field.name);
  const candidate: TranslationBody = {};
  for (const name of names) candidate[name] = values[name];
  const parsed = check(kind, candidate);
  if (!parsed.success) {
    const errors: TranslationErrors = {};
    for (const issue of parsed.error.issues) {
      const field = names.find((name) => name === issue.path[0]);
      if (field && errors[field] === undefined) errors[field] = issue.message;
    }
    return { errors };
  }
  const body: TranslationBody = {};
  for (const name of names) {
    const value = (parsed.data as Partial<Record<TranslationField, string | null>>)[name];
    if (typeof value === 'string' && value !== '') body[name] = value;
  }
  return { body };
}
