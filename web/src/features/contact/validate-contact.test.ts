import { MESSAGES } from '@lbj/shared';
import { describe, expect, it } from 'vitest';
import { validateContact } from './validate-contact.ts';

const valid = { nombre: 'Ana Soto', email: 'ana@correo.cl', mensaje: 'Hola' };

describe('validateContact', () => {
  it('accepts a complete form', () => {
    expect(validateContact(valid, MESSAGES)).toEqual({});
  });

  it('requires every field, blank or only spaces, with the Spanish message', () => {
    expect(validateContact({ nombre: '', email: ' ', mensaje: '\n\t' }, MESSAGES)).toEqual({
      nombre: MESSAGES.required,
      email: MESSAGES.required,
      mensaje: MESSAGES.required,
    });
  });

  it.each(['ana', 'ana@', '@correo.cl', 'ana@correo', 'ana @correo.cl', 'ana@correo..cl'])(
    'rejects the e-mail %j',
    (email) => {
      expect(validateContact({ ...valid, email }, MESSAGES)).toEqual({
        email: MESSAGES.invalidEmail,
      });
    },
  );

  it.each(['ana@correo.cl', 'ana.soto+colegio@sub.dominio.com', ' ana@correo.cl '])(
    'accepts the e-mail %j',
    (email) => {
      expect(validateContact({ ...valid, email }, MESSAGES)).toEqual({});
    },
  );

  it('rejects an e-mail longer than 254 characters', () => {
    const email = `${'a'.repeat(250)}@correo.cl`;
    expect(validateContact({ ...valid, email }, MESSAGES)).toEqual({
      email: MESSAGES.invalidEmail,
    });
  });

  it('reports no field at all for a complete form', () => {
    expect(Object.keys(validateContact(valid, MESSAGES))).toEqual([]);
  });

  it('accepts an e-mail of 254 characters and refuses one of 255', () => {
    const domain = '@correo.cl';
    const at254 = `${'a'.repeat(254 - domain.length)}${domain}`;
    expect(validateContact({ ...valid, email: at254 }, MESSAGES)).toEqual({});
    expect(validateContact({ ...valid, email: `a${at254}` }, MESSAGES)).toEqual({
      email: MESSAGES.invalidEmail,
    });
  });
});
