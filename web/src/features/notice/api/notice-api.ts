import { API_PATHS, NOTICE_INCLUDE_STORED, noticeSchema, type Notice } from '@lbj/shared';
import { apiRequestRaw } from '../../../lib/api-client.ts';

/** The notice in an answer's body, or null for 204 (none). */
const noticeOrNone = (body: unknown): Notice | null =>
  body === null ? null : noticeSchema.parse(body);

/** GET /api/notice?incluir=programado: the stored notice (even scheduled or expired), or null. */
export async function getStoredNotice(signal?: AbortSignal): Promise<Notice | null> {
  const body = await apiRequestRaw(`${API_PATHS.notice}?incluir=${NOTICE_INCLUDE_STORED}`, {
    admin: true,
    ...(signal ? { signal } : {}),
  });
  return noticeOrNone(body);
}

/** What PUT /api/notice takes: the shared schema's input, dates already ISO 8601 with offset. */
export interface NoticeBody {
  nivel: Notice['nivel'];
  texto: string;
  enlace?: string;
  desde?: string;
  hasta?: string;
}

/** PUT /api/notice: stores the notice in place of any other; answers it with its estado. */
export async function putNotice(body: NoticeBody): Promise<Notice> {
  const answer = await apiRequestRaw(API_PATHS.notice, { method: 'PUT', json: body, admin: true });
  return noticeSchema.parse(answer);
}

/** DELETE /api/notice. */
export async function deleteNotice(): Promise<void> {
  await apiRequestRaw(API_PATHS.notice, { method: 'DELETE', admin: true });
}
