import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { MESSAGES } from '@lbj/shared';
import { ValidationError } from './errors.ts';
import { parseInput, validationErrorOf } from './validation.ts';

const schema = z
  .object({
    titulo: z.string().check(z.minLength(1, 'Escribe un título.')),
    items: z.optional(
      z.array(z.object({ nombre: z.string().check(z.minLength(1, 'Falta el nombre.')) })),
    ),
  })
  .check(z.refine((value) => value.titulo !== 'prohibido', 'Ese título no se puede usar.'));

const refusal = (input: unknown) => {
  try {
    parseInput(schema, input);
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return { message: (error as ValidationError).message, field: (error as ValidationError).field };
  }
  throw new Error('parsed');
};

describe('parseInput: the first broken rule, as the Spanish 400 about its field', () => {
  it('gives back what the schema reads', () => {
    expect(parseInput(schema, { titulo: 'Hola', otro: 1 })).toEqual({ titulo: 'Hola' });
  });

  it("names the field and carries the schema's own message", () => {
    expect(refusal({ titulo: '' })).toEqual({ message: 'Escribe un título.', field: 'titulo' });
  });

  it('names a nested field by its path', () => {
    expect(refusal({ titulo: 'Lista', items: [{ nombre: 'Lápiz' }, { nombre: '' }] })).toEqual({
      message: 'Falta el nombre.',
      field: 'items.1.nombre',
    });
  });

  it('keeps our own message about the whole input, with no field', () => {
    expect(refusal({ titulo: 'prohibido' })).toEqual({
      message: 'Ese título no se puede usar.',
      field: undefined,
    });
  });

  it("gives the generic Spanish message for an input that is not an object (zod's is English)", () => {
    for (const input of ['texto', 42, null, undefined, ['titulo']]) {
      expect(refusal(input)).toEqual({ message: MESSAGES.badRequest, field: undefined });
    }
  });

  it('gives the generic message when there is no issue to tell', () => {
    const error = validationErrorOf([]);
    expect(error).toBeInstanceOf(ValidationError);
    expect({ message: error.message, field: error.field }).toEqual({
      message: MESSAGES.badRequest,
      field: undefined,
    });
  });
});
