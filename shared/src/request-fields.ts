import * as z from 'zod/mini';

// Field shapes that several request bodies and query strings share.

/**
 * A required text field of a request body: trimmed, then refused with `required` when empty and
 * with `tooLong` past `max` characters. The news, the documents, the notice and the supplies list
 * all write their required texts this way.
 */
export const requiredText = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));

/**
 * A query string's count (`?limit=`): digits only, no leading zero, from 1 to `max`; anything
 * else is refused with `error`. The digit bound keeps a long string of digits from being read as
 * a number at all.
 */
export const countParam = (max: number, error: string) =>
  z
    .string({ error })
    .check(z.refine((value) => /^[1-9][0-9]{0,5}$/.test(value) && Number(value) <= max, { error }));
