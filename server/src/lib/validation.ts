import type * as z from 'zod/mini';
import { ValidationError } from './errors.ts';

/**
 * The first broken rule of a failed parse, as the Spanish 400 about its field (a nested field
 * is named by its path, `items.0.nombre`). A rule about a field, or one of our own rules about
 * the whole input (a refine), carries the schema's Spanish message; zod's own text about an
 * input that is not an object at all is English, so that one gets the generic message.
 */
export function validationErrorOf([issue]: readonly z.core.$ZodIssue[]): ValidationError {
  if (issue === undefined) return new ValidationError();
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : undefined;
  const ours = field !== undefined || issue.code === 'custom';
  return new ValidationError(ours ? issue.message : undefined, field);
}

/** `input` as `schema` reads it, or the ValidationError of its first broken rule. */
export function parseInput<T>(schema: z.ZodMiniType<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw validationErrorOf(parsed.error.issues);
}
