import * as z from 'zod/mini';

/**
 * A required text field of a request body: trimmed, then refused with `required` when empty and
 * with `tooLong` past `max` characters. The news, the documents, the notice and the supplies list
 * all write their required texts this way.
 */
export const requiredText = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));
