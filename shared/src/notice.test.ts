import { describe, expect, it } from 'vitest';
import { isNoticeLink, NOTICE_MESSAGES as M, noticeInputSchema } from './notice.ts';

describe('isNoticeLink', () => {
  it('accepts a path of this site and a complete https address', () => {
    for (const link of [
      '/',
      '/reglamentos',
      '/news/12-acto-de-fin-de-ano#fotos',
      '/listado-utiles?nivel=1',
      'https://www.mineduc.cl/',
      'HTTPS://www.lebeaujour.cl/contacto',
    ]) {
      expect(isNoticeLink(link), link).toBe(true);
    }
  });

  it('refuses other sites in disguise, other schemes, spaces and credentials', () => {
    for (const link of [
      '//evil.example',
      '/\\evil.example',
      'http://www.lebeaujour.cl/',
      'javascript:alert(1)',
      'mailto:secretaria@lebeaujour.cl',
      'reglamentos',
      '/a b',
      '/a\nb',
      'https://a:b@evil.example/',
      'https://',
      '',
    ]) {
      expect(isNoticeLink(link), link).toBe(false);
    }
  });
});

describe('noticeInputSchema', () => {
  const issues = (body: unknown) => {
    const parsed = noticeInputSchema.safeParse(body);
    return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('trims the text and keeps empty optional fields empty', () => {
    const parsed = noticeInputSchema.parse({ nivel: 'aviso', texto: '  Hola  ', enlace: '' });
    expect(parsed).toEqual({ nivel: 'aviso', texto: 'Hola', enlace: '' });
  });

  it('names the field of each broken rule', () => {
    expect(issues({ nivel: 'x', texto: '' })).toEqual([
      ['nivel', M.levelRequired],
      ['texto', M.textRequired],
    ]);
    expect(
      issues({
        nivel: 'aviso',
        texto: 'x',
        desde: '2026-03-02T10:00:00-03:00',
        hasta: '2026-03-02T09:00:00-03:00',
      }),
    ).toEqual([['hasta', M.untilBeforeFrom]]);
  });
});
