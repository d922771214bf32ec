import {
  createNewsFieldsSchema,
  MESSAGES,
  type CreateNewsFields,
  type NewsItem,
  type UpdateNewsFields,
} from '@lbj/shared';
import {
  isAbort,
  isUnauthorized,
  serverErrorField,
  serverErrorText,
} from '../../../lib/api-client.ts';
import { imageFileProblem } from '../../../lib/upload/image-check.ts';
import type { FieldErrorMap } from '../../../lib/use-field-errors.ts';
import type { NewsScheduleForm } from '../api/news-admin-api.ts';
import {
  clearDraft,
  editDraftKey,
  readDraft,
  readEditDraft,
  saveDraft,
  saveEditDraft,
  type NewsDraft,
} from '../hooks/news-draft.ts';
import { NEWS_ADMIN_TEXT } from '../news-admin-text.ts';
import { chileLocalToIso, formatChileDateTime, isoToChileLocal } from '../utils/chile-time.ts';

// The publish and edit form of news, without React: its fields, the check before sending, the
// request it sends, the draft kept in sessionStorage and the words said after a save.

export type NewsField =
  'titulo' | 'descripcion' | 'tipo_noticia' | 'imagen' | 'estado' | 'publicar_en';
export type NewsFieldErrors = FieldErrorMap<NewsField>;

/** The fields in the order they are shown: the focus goes to the first one in error. */
export const NEWS_FIELD_ORDER: readonly NewsField[] = [
  'titulo',
  'descripcion',
  'tipo_noticia',
  'imagen',
  'estado',
  'publicar_en',
];

const isNewsField = (value: string | null): value is NewsField =>
  value !== null && (NEWS_FIELD_ORDER as readonly string[]).includes(value);

/** A photo chosen and ready to send, with the address of its preview. */
export interface ChosenImage {
  file: File;
  previewUrl: string;
}

/** The version of an item an edit starts from. */
export const versionOf = (item: NewsItem) => item.actualizado ?? item.fecha;

/** The form's view of an item: what the edit starts from. */
function draftOf(item: NewsItem): NewsDraft {
  return {
    titulo: item.titulo,
    descripcion: item.descripcion,
    tipo_noticia: item.tipo_noticia,
    estado: item.estado === 'borrador' ? 'borrador' : 'publicada',
    programar: Boolean(item.publicar_en),
    publicar_en: item.publicar_en ? isoToChileLocal(item.publicar_en) : '',
  };
}

/** `publicar_en` as the API takes it: ISO 8601 with Chile's offset, or '' for "no date". */
const publishAt = (draft: NewsDraft): string =>
  draft.programar ? (chileLocalToIso(draft.publicar_en) ?? '') : '';

/**
 * The fields of an edit that differ from the item: a PATCH sends only those. The state and the
 * date are compared as the form shows them (a date is sent again only when it was changed).
 */
export function changedFields(item: NewsItem, draft: NewsDraft): UpdateNewsFields {
  const before = draftOf(item);
  const changed: UpdateNewsFields = {};
  if (draft.titulo !== before.titulo) changed.titulo = draft.titulo;
  if (draft.descripcion !== before.descripcion) changed.descripcion = draft.descripcion;
  if (draft.tipo_noticia !== before.tipo_noticia) {
    changed.tipo_noticia = draft.tipo_noticia as UpdateNewsFields['tipo_noticia'];
  }
  if (draft.estado !== before.estado) changed.estado = draft.estado as UpdateNewsFields['estado'];
  if (
    draft.programar !== before.programar ||
    (draft.programar && draft.publicar_en !== before.publicar_en)
  ) {
    changed.publicar_en = publishAt(draft);
  }
  return changed;
}

/**
 * The fields of a new item (POST): the text, and the state and the date only when they differ
 * from the defaults (public, at once).
 */
export function publishFields(draft: NewsDraft): CreateNewsFields & NewsScheduleForm {
  const at = publishAt(draft);
  return {
    titulo: draft.titulo,
    descripcion: draft.descripcion,
    tipo_noticia: draft.tipo_noticia as CreateNewsFields['tipo_noticia'],
    ...(draft.estado === 'borrador' ? { estado: 'borrador' as const } : {}),
    ...(at ? { publicar_en: at } : {}),
  };
}

/**
 * What the form starts with: for an edit, the unsaved edit of this version of the item or else
 * the item itself; for a new item, the text kept from before (or an empty form).
 */
export function initialDraft(item: NewsItem | undefined): NewsDraft {
  return item ? (readEditDraft(item.id, versionOf(item)) ?? draftOf(item)) : readDraft();
}

/** Keeps what is typed, so a reload or a closed dialog loses nothing (an edit, per item). */
export function keepDraft(item: NewsItem | undefined, draft: NewsDraft): void {
  if (!item) {
    saveDraft(draft);
    return;
  }
  const unchanged = Object.keys(changedFields(item, draft)).length === 0;
  saveEditDraft(item.id, versionOf(item), draft, unchanged);
}

/** After a save, the kept text has served its purpose. */
export function forgetDraft(item: NewsItem | undefined): void {
  clearDraft(item ? editDraftKey(item.id) : undefined);
}

export interface NewsFormCheck {
  /** The error of each field that is refused, in Spanish. */
  errors: NewsFieldErrors;
  /** The draft as it is sent (the text as the schema trims it), or null when it is refused. */
  draft: NewsDraft | null;
}

/**
 * The check before sending. A new item needs a photo (a photo refused on choosing keeps saying
 * why, `imageError`); an edit without a new photo keeps the current one. A ticked "Programar
 * publicación" needs a date.
 */
export function checkNewsForm(
  draft: NewsDraft,
  {
    image,
    editing,
    imageError,
  }: { image: ChosenImage | null; editing: boolean; imageError: string | undefined },
): NewsFormCheck {
  const errors: NewsFieldErrors = {};
  const parsed = createNewsFieldsSchema.safeParse(draft);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (isNewsField(field) && !errors[field]) errors[field] = issue.message;
    }
  }
  if (!draft.tipo_noticia) errors.tipo_noticia = MESSAGES.categoryRequired;
  if (image) {
    const problem = imageFileProblem(image.file);
    if (problem) errors.imagen = problem;
  } else if (!editing) {
    errors.imagen = imageError ?? MESSAGES.imageRequired;
  }
  // Editing without a new image (or after a refused one) keeps the current image.
  if (draft.programar && chileLocalToIso(draft.publicar_en) === null) {
    errors.publicar_en = NEWS_ADMIN_TEXT.publicarEnRequired;
  }
  // The text as the schema trims it; the state and the date as they are.
  return { errors, draft: parsed.success ? { ...draft, ...parsed.data } : null };
}

/** The message after a save: a draft, a scheduled item, or one that is public now. */
export function doneMessage(item: NewsItem, editing: boolean): string {
  if (item.estado === 'borrador') return NEWS_ADMIN_TEXT.draftSaved;
  if (new Date(item.fecha).getTime() > Date.now()) {
    return NEWS_ADMIN_TEXT.scheduled(formatChileDateTime(item.fecha));
  }
  return editing ? NEWS_ADMIN_TEXT.editSucceeded : MESSAGES.publishSucceeded;
}

/**
 * How a failed save is told. An ended session says nothing here (the page closes the dialog); a
 * cancel says nothing either; a refusal is said over the form, and beside the field the server
 * named when it names one of the form's.
 */
export type SaveFailure =
  | { kind: 'session-ended' }
  | { kind: 'cancelled' }
  | { kind: 'refused'; message: string; field: NewsField | null };

export function saveFailure(error: unknown): SaveFailure {
  if (isUnauthorized(error)) return { kind: 'session-ended' };
  if (isAbort(error)) return { kind: 'cancelled' };
  const field = serverErrorField(error);
  return {
    kind: 'refused',
    message: serverErrorText(error) ?? MESSAGES.publishFailed,
    field: isNewsField(field) ? field : null,
  };
}
