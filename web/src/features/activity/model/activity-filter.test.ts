import { describe, expect, it } from 'vitest';
import { personOptions, readFilter, writeFilter } from './activity-filter.ts';

describe('the activity filter in the address', () => {
  it('reads a person and a known action', () => {
    const params = new URLSearchParams('seccion=actividad&usuario=directora&accion=sesion.fallida');
    expect(readFilter(params)).toEqual({ usuario: 'directora', accion: 'sesion.fallida' });
  });

  it('drops what the server would refuse: an unknown action, a name over 64 characters', () => {
    expect(readFilter(new URLSearchParams('accion=borrar.todo'))).toEqual({
      usuario: '',
      accion: '',
    });
    expect(readFilter(new URLSearchParams(`usuario=${'x'.repeat(65)}`)).usuario).toBe('');
  });

  it('reads the name without the spaces around it', () => {
    expect(readFilter(new URLSearchParams('usuario=%20%20directora%20'))).toEqual({
      usuario: 'directora',
      accion: '',
    });
  });

  it('keeps a name of exactly 64 characters, counted without the spaces around it', () => {
    const longest = 'x'.repeat(64);
    expect(readFilter(new URLSearchParams(`usuario=${longest}`)).usuario).toBe(longest);
    expect(readFilter(new URLSearchParams(`usuario=%20${longest}%20`)).usuario).toBe(longest);
  });

  it('writes the filter and keeps the section', () => {
    const params = new URLSearchParams('seccion=actividad&usuario=ana');
    const next = writeFilter(params, { usuario: '', accion: 'noticia.eliminar' });
    expect(next.toString()).toBe('seccion=actividad&accion=noticia.eliminar');
    expect(params.toString()).toBe('seccion=actividad&usuario=ana');
  });
});

describe('the people offered', () => {
  it('today’s administrators, those seen in the log and the chosen one, once each, in order', () => {
    expect(
      personOptions(['secretaria', 'Directora'], ['directora', null, 'exdocente'], 'Ñandú'),
    ).toEqual(['Directora', 'exdocente', 'Ñandú', 'secretaria']);
  });
});
