import {
  chileLocalInput,
  chileLocalToInstant,
  noticeInputSchema,
  type Notice,
  type NoticeLevel,
} from '@lbj/shared';
import { formatChileDateTime } from '../../../lib/format-date-time.ts';
import type { NoticeBody } from '../api/notice-api.ts';
import { NOTICE_TEXT } from '../notice-text.ts';

/** The form as typed: the dates are `<input type="datetime-local">` values, read in Chile. */
export interface NoticeFormValues {
  nivel: NoticeLevel;
  texto: string;
  enlace: string;
  desde: string;
  hasta: string;
}
export type NoticeField = keyof NoticeFormValues;
export type NoticeFieldErrors = Partial<Record<NoticeField, string>>;

/** The fields in the form's order: the first with an error takes the focus. */
export const NOTICE_FIELDS: readonly NoticeField[] = ['nivel', 'texto', 'enlace', 'desde', 'hasta'];

export const EMPTY_NOTICE_FORM: NoticeFormValues = {
  nivel: 'informacion',
  texto: '',
  enlace: '',
  desde: '',
  hasta: '',
};

/** The stored notice in the form, its dates shown in Chile's time. */
export function formFromNotice(notice: Notice): NoticeFormValues {
  return {
    nivel: notice.nivel,
    texto: notice.texto,
    enlace: notice.enlace ?? '',
    desde: notice.desde ? chileLocalInput(new Date(notice.desde)) : '',
    hasta: notice.hasta ? chileLocalInput(new Date(notice.hasta)) : '',
  };
}

const isField = (name: unknown): name is NoticeField =>
  typeof name === 'string' && (NOTICE_FIELDS as readonly string[]).includes(name);

/**
 * The body for PUT /api/notice, or the errors to show beside each field (the server's rules,
 * from the shared schema, plus the dates as typed). The dates are read as Chile's time whatever
 * the browser's zone, and sent as ISO 8601 instants.
 */
export function readNoticeForm(
  values: NoticeFormValues,
): { body: NoticeBody; errors?: undefined } | { errors: NoticeFieldErrors } {
  const errors: NoticeFieldErrors = {};
  const instant = (field: 'desde' | 'hasta') => {
    const typed = values[field].trim();
    if (typed === '') return undefined;
    const date = chileLocalToInstant(typed);
    if (!date) errors[field] = NOTICE_TEXT.badDateTime;
    return date?.toISOString();
  };
  const desde = instant('desde');
  const hasta = instant('hasta');
  const enlace = values.enlace.trim();
  const candidate: NoticeBody = {
    nivel: values.nivel,
    texto: values.texto,
    ...(enlace ? { enlace } : {}),
    ...(desde ? { desde } : {}),
    ...(hasta ? { hasta } : {}),
  };
  const parsed = noticeInputSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (isField(field) && errors[field] === undefined) errors[field] = issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { body: { ...candidate, texto: parsed.data.texto } };
}

/** An instant as staff read it, in Chile, on a 24-hour clock: "lunes, 2 de marzo de 2026, 08:00". */
export function chileDateTime(iso: string): string {
  return formatChileDateTime(iso, { weekday: true });
}
