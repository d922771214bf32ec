import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_LIMITS,
  DOCUMENT_MESSAGES,
  MESSAGES,
  REQUIRED_KINDS,
  isCalendarDate,
  type DocumentCategory,
  type RequiredKind,
} from '@lbj/shared';
import {
  isAbort,
  isUnauthorized,
  serverErrorField,
  serverMessage,
} from '../../../lib/api-client.ts';
import { PANEL_TEXT as T } from '../documents-panel-text.ts';

export type DocumentField = 'archivo' | 'titulo' | 'categoria' | 'tipo' | 'vigente_desde';
export type FieldErrors = Partial<Record<DocumentField, string>>;

/** The chosen file's problem before sending (the server checks the bytes again). */
export function checkFile(file: File | null | undefined): string | undefined {
  if (!file) return T.chooseFile;
  const looksPdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
  if (!looksPdf) return T.notPdfChosen;
  if (file.size > DOCUMENT_LIMITS.maxBytes) return T.tooLargeChosen;
  return undefined;
}

export function checkTitle(title: string): string | undefined {
  const trimmed = title.trim();
  if (trimmed === '') return DOCUMENT_MESSAGES.titleRequired;
  if ([...trimmed].length > DOCUMENT_LIMITS.tituloMax) {
    return DOCUMENT_MESSAGES.titleTooLong(DOCUMENT_LIMITS.tituloMax);
  }
  return undefined;
}

export function checkCategory(category: string): string | undefined {
  return (DOCUMENT_CATEGORIES as readonly string[]).includes(category)
    ? undefined
    : DOCUMENT_MESSAGES.categoryInvalid;
}

export function checkValidFrom(day: string): string | undefined {
  if (day === '') return T.dateRequired;
  return isCalendarDate(day) ? undefined : DOCUMENT_MESSAGES.dateInvalid;
}

/** A required kind chosen in the form ('' is none). */
export const kindOf = (value: string): RequiredKind | null =>
  (REQUIRED_KINDS as readonly string[]).includes(value) ? (value as RequiredKind) : null;

export const isCategory = (value: string): value is DocumentCategory =>
  checkCategory(value) === undefined;

/** Only the errors found. */
export function definedErrors(errors: FieldErrors): FieldErrors {
  const found: FieldErrors = {};
  for (const [field, message] of Object.entries(errors) as [DocumentField, string | undefined][]) {
    if (message !== undefined) found[field] = message;
  }
  return found;
}

const FIELDS: readonly string[] = ['archivo', 'titulo', 'categoria', 'tipo', 'vigente_desde'];

/**
 * Where a refusal belongs: beside the field the server named, or over the whole form. A
 * cancelled upload and an ended session say their own thing.
 */
export function placeFailure(error: unknown): { field?: FieldErrors; form?: string } {
  if (isAbort(error)) return { form: T.cancelled };
  if (isUnauthorized(error)) return { form: MESSAGES.sessionExpired };
  const message = serverMessage(error) ?? T.failed;
  const field = serverErrorField(error);
  if (field !== null && FIELDS.includes(field)) {
    return { field: { [field as DocumentField]: message } };
  }
  return { form: message };
}
