// @time-zones
import type { NewsItem } from '@lbj/shared';
import { describe, expect, it } from 'vitest';
import { newsBadge } from './news-status.ts';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const item = (changes: Partial<NewsItem>): NewsItem => ({
  id: 1,
  titulo: 'Acto',
  descripcion: 'Texto',
  tipo_noticia: 'Eventos',
  imagen: '/uploads/a-960.webp',
  fecha: '2026-02-20T12:00:00.000Z',
  estado: 'publicada',
  publicar_en: null,
  ...changes,
});

describe('newsBadge', () => {
  it('says nothing of a public item', () => {
    expect(newsBadge(item({}), NOW)).toBeNull();
    expect(newsBadge(item({ estado: undefined }), NOW)).toBeNull();
  });

  it('says "Borrador" of a draft, dated or not', () => {
    expect(newsBadge(item({ estado: 'borrador' }), NOW)).toBe('Borrador');
    expect(
      newsBadge(
        item({
          estado: 'borrador',
          fecha: '2026-03-02T11:00:00Z',
          publicar_en: '2026-03-02T11:00:00Z',
        }),
        NOW,
      ),
    ).toBe('Borrador');
  });

  it('says "Programada: {fecha}" in Chile time until the moment, nothing after it', () => {
    const scheduled = item({
      fecha: '2026-03-02T11:00:00.000Z',
      publicar_en: '2026-03-02T11:00:00.000Z',
    });
    expect(newsBadge(scheduled, NOW)).toBe('Programada: 2 de marzo de 2026 a las 08:00');
    expect(newsBadge(scheduled, Date.parse('2026-03-02T11:00:00Z'))).toBeNull();
  });
});
