// @time-zones
import { describe, expect, it } from 'vitest';
import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';
import {
  createNewsFieldsSchema,
  galleryYearItemSchema,
  galleryYearSchema,
  loginInputSchema,
  newsItemSchema,
} from './schemas.ts';

/** The messages of a failed parse, by field. */
function errors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  expect(result.success).toBe(false);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

const validNews = { titulo: 'Acto', descripcion: 'Texto', tipo_noticia: 'Académico' };

describe('createNewsFieldsSchema', () => {
  it('accepts the three fields and trims the texts', () => {
    expect(
      createNewsFieldsSchema.parse({ ...validNews, titulo: '  Acto  ', descripcion: '\nTexto ' }),
    ).toEqual(validNews);
  });

  it.each([
    ['missing', {}],
    ['empty', { titulo: '', descripcion: '' }],
    ['only spaces', { titulo: '   ', descripcion: '\n\t ' }],
    ['not text', { titulo: 1, descripcion: null }],
  ])('says the title and description are required when %s', (_label, fields) => {
    const result = createNewsFieldsSchema.safeParse({ tipo_noticia: 'Deportes', ...fields });
    expect(errors(result)).toEqual({
      titulo: MESSAGES.required,
      descripcion: MESSAGES.required,
    });
  });

  it('names the limit of a title or a description that is too long', () => {
    expect(
      createNewsFieldsSchema.safeParse({ ...validNews, titulo: 'a'.repeat(200) }).success,
    ).toBe(true);
    const result = createNewsFieldsSchema.safeParse({
      ...validNews,
      titulo: 'a'.repeat(LIMITS.tituloMax + 1),
      descripcion: 'b'.repeat(LIMITS.descripcionMax + 1),
    });
    expect(errors(result)).toEqual({
      titulo: 'El título puede tener como máximo 200 caracteres.',
      descripcion: MESSAGES.descriptionTooLong(10_000),
    });
    expect(
      createNewsFieldsSchema.safeParse({ ...validNews, descripcion: 'b'.repeat(10_000) }).success,
    ).toBe(true);
  });

  it('refuses a category outside the list, in Spanish', () => {
    const result = createNewsFieldsSchema.safeParse({ ...validNews, tipo_noticia: 'Otra' });
    expect(errors(result)).toEqual({ tipo_noticia: 'La categoría no es válida.' });
  });
});

describe('loginInputSchema', () => {
  it('trims the user name but keeps the password as typed', () => {
    expect(loginInputSchema.parse({ username: ' directora ', password: ' clave ' })).toEqual({
      username: 'directora',
      password: ' clave ',
    });
  });

  it('says both fields are required when missing, empty or not text', () => {
    for (const input of [{}, { username: '  ', password: '' }, { username: 1, password: 2 }]) {
      expect(errors(loginInputSchema.safeParse(input))).toEqual({
        username: MESSAGES.required,
        password: MESSAGES.required,
      });
    }
  });

  it('caps the user name and the password', () => {
    const ok = { username: 'u'.repeat(LIMITS.usernameMax), password: 'p'.repeat(1024) };
    expect(loginInputSchema.safeParse(ok).success).toBe(true);
    const result = loginInputSchema.safeParse({
      username: 'u'.repeat(LIMITS.usernameMax + 1),
      password: 'p'.repeat(1025),
    });
    expect(Object.keys(errors(result)).sort()).toEqual(['password', 'username']);
  });
});

describe('newsItemSchema', () => {
  const item = {
    id: 1,
    titulo: 'Acto',
    descripcion: 'Texto',
    tipo_noticia: 'Académico',
    imagen: '/uploads/a.webp',
    fecha: '2025-03-01T12:00:00.000Z',
  };

  it('accepts an item with or without renditions', () => {
    expect(newsItemSchema.parse(item)).toEqual(item);
    const withVariants = { ...item, imagenes: [{ width: 480, url: '/uploads/a-480.webp' }] };
    expect(newsItemSchema.parse(withVariants)).toEqual(withVariants);
  });

  it('refuses an id or a rendition width that is not a positive integer', () => {
    for (const id of [0, -1, 1.5])
      expect(newsItemSchema.safeParse({ ...item, id }).success).toBe(false);
    expect(
      newsItemSchema.safeParse({ ...item, imagenes: [{ width: 0, url: '/uploads/a.webp' }] })
        .success,
    ).toBe(false);
  });
});

describe('galleryYearSchema', () => {
  const library = {
    url: '/uploads/f.webp',
    id: 7,
    variants: [{ width: 480, url: '/uploads/f-480.webp' }],
  };
  const facebook = { url: 'https://scontent.example/f.jpg', id: null, variants: [] };

  it('keeps plain photos and, in the same order, items with id and renditions', () => {
    const body = { photos: [library.url, facebook.url], items: [library, facebook] };
    expect(galleryYearSchema.parse(body)).toEqual(body);
  });

  it('refuses a body without photos or items, or with items missing what the grid needs', () => {
    expect(galleryYearSchema.safeParse({ photos: [] }).success).toBe(false);
    expect(galleryYearSchema.safeParse({ items: [] }).success).toBe(false);
    expect(galleryYearSchema.safeParse({ photos: [1], items: [] }).success).toBe(false);
    for (const broken of [
      { id: 1, variants: [] },
      { url: '/u', variants: [] },
      { url: '/u', id: 1 },
      { url: '/u', id: 0, variants: [] },
    ]) {
      expect(galleryYearItemSchema.safeParse(broken).success).toBe(false);
      expect(galleryYearSchema.safeParse({ photos: [], items: [broken] }).success).toBe(false);
    }
  });
});
