import { NEWS_MESSAGES } from '@lbj/shared';
import { ValidationError } from '../../lib/errors.ts';
import type { NewsPosition } from './news.repository.ts';

const MAX_LENGTH = 200;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * The `cursor` of a next-page link: where the page ended, as base64url JSON. Opaque to clients;
 * only its shape is promised (it works until the item it names changes, and after that it still
 * names a position, so the chain goes on).
 */
export function encodeCursor(position: NewsPosition): string {
  const value =
    position.tier === undefined
      ? [position.fecha, position.id]
      : [position.fecha, position.id, position.tier];
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** The position in a cursor, checked strictly; a ValidationError for anything else. */
export function decodeCursor(cursor: string, searching: boolean): NewsPosition {
  const invalid = () => new ValidationError(NEWS_MESSAGES.invalidCursor);
  if (cursor.length > MAX_LENGTH || !BASE64URL.test(cursor)) throw invalid();
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(value) || value.length !== (searching ? 3 : 2)) throw invalid();
  const [fecha, id, tier] = value as unknown[];
  if (typeof fecha !== 'string' || !ISO_UTC.test(fecha)) throw invalid();
  const date = new Date(fecha);
  if (Number.isNaN(date.getTime()) || date.toISOString() !== fecha) throw invalid();
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) throw invalid();
  if (!searching) return { fecha, id };
  if (tier !== 0 && tier !== 1) throw invalid();
  return { fecha, id, tier };
}
