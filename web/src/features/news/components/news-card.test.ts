// @time-zones
import type { NewsItem } from '@lbj/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPublicNow } from './news-card.tsx';

const ITEM: NewsItem = {
  id: 7,
  titulo: 'Feria científica',
  descripcion: 'Los cursos presentan sus proyectos.',
  tipo_noticia: 'Académico',
  imagen: '/uploads/a-960.webp',
  fecha: '2026-03-02T11:00:00.000Z',
};

afterEach(() => {
  vi.useRealTimers();
});

describe('isPublicNow', () => {
  it('is true from the very moment of its date, false a moment before and for a draft', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(ITEM.fecha));
    expect(isPublicNow(ITEM)).toBe(true);
    expect(isPublicNow({ ...ITEM, estado: 'borrador' })).toBe(false);
    vi.setSystemTime(new Date(Date.parse(ITEM.fecha) - 1));
    expect(isPublicNow(ITEM)).toBe(false);
  });
});
