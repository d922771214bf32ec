import { describe, expect, it } from 'vitest';
import { readTextFields } from './form-values.ts';

describe('readTextFields', () => {
  it('reads each named field as it stands in the page, and a missing one or a file as ""', () => {
    const form = document.createElement('form');
    form.innerHTML =
      '<input name="nombre" value="María"><textarea name="mensaje">Hola</textarea><input name="archivo" type="file">';
    form.querySelector('textarea')!.value = 'Hola, ¿hay vacantes?';
    expect(readTextFields(form, ['nombre', 'mensaje', 'archivo', 'otro'])).toEqual({
      nombre: 'María',
      mensaje: 'Hola, ¿hay vacantes?',
      archivo: '',
      otro: '',
    });
  });
});
