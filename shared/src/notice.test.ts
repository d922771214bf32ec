import { describe, expect, it } from 'vitest';
import { isNoticeLink, NOTICE_LIMITS, NOTICE_MESSAGES as M, noticeInputSchema } from './notice.ts';

describe('isNoticeLink', () => {
  it('accepts a path of this site and a complete https address', () => {
    for (const link of [
      '/',
      '/reglamentos',
      '/news/12-acto-de-fin-de-ano#fotos',
      '/listado-utiles?nivel=1',
      'https://www.mineduc.cl/',
      'HTTPS://www.lebeaujour.cl/contacto',
      '/reglamentos//2026',
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
      'https://ana@evil.example/',
      'https://:clave@evil.example/',
      'https:evil.example',
      'https:/evil.example',
      'https:evil.example/?volver=https://www.lebeaujour.cl/',
      'https://',
      '',
    ]) {
      expect(isNoticeLink(link), link).toBe(false);
    }
  });

  it('takes a link of up to 2,000 characters', () => {
    const longest = `/${'a'.repeat(NOTICE_LIMITS.enlaceMax - 1)}`;
    expect(isNoticeLink(longest)).toBe(true);
    expect(isNoticeLink(`${longest}a`)).toBe(false);
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

  it('refuses a bad link and dates without a valid date, time and zone, each in its field', () => {
    expect(
      issues({
        nivel: 'aviso',
        texto: 'x',
        enlace: 'javascript:alert(1)',
        desde: 'mañana',
        hasta: '2026-02-30T08:00:00-03:00',
      }),
    ).toEqual([
      ['enlace', M.badLink],
      ['desde', M.badFrom],
      ['hasta', M.badUntil],
    ]);
  });

  it('takes either date alone, and both when «hasta» comes after «desde»', () => {
    const body = { nivel: 'urgente', texto: 'Suspensión de clases', enlace: '/comunicados' };
    for (const dates of [
      { desde: '2026-03-02T08:00:00-03:00' },
      { hasta: '2026-03-02T18:00:00-03:00' },
      { desde: '2026-03-02T08:00:00-03:00', hasta: '2026-03-02T08:00:01-03:00' },
      { desde: '', hasta: null },
    ]) {
      expect(noticeInputSchema.parse({ ...body, ...dates })).toEqual({ ...body, ...dates });
    }
  });

  it('refuses «hasta» at the same instant as «desde», even written in another zone', () => {
    expect(
      issues({
        nivel: 'aviso',
        texto: 'x',
        desde: '2026-03-02T10:00:00-03:00',
        hasta: '2026-03-02T13:00:00Z',
      }),
    ).toEqual([['hasta', M.untilBeforeFrom]]);
  });
});
