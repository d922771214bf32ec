import { describe, expect, it } from 'vitest';
import { buildMailto, MAILTO_MAX_LENGTH, NAME_MAX_CHARS } from './build-mailto.ts';

const TO = 'colegio_lebeaujour@hotmail.com';
const options = { subjectPrefix: 'Contacto desde el sitio web:' };

function parse(url: string) {
  const [address, query = ''] = url.slice('mailto:'.length).split('?');
  const params = new URLSearchParams(query.replace(/\+/g, '%2B'));
  return { address, subject: params.get('subject') ?? '', body: params.get('body') ?? '' };
}

describe('buildMailto', () => {
  it('addresses the school and puts the name in the subject', () => {
    const { url, truncated } = buildMailto(
      { to: TO, name: 'María José Pérez', email: 'mj@correo.cl', message: 'Hola' },
      options,
    );
    const mail = parse(url);
    expect(url.startsWith(`mailto:${TO}?subject=`)).toBe(true);
    expect(mail.address).toBe(TO);
    expect(mail.subject).toBe('Contacto desde el sitio web: María José Pérez');
    expect(truncated).toBe(false);
  });

  it("holds the message and the sender's e-mail in the body", () => {
    const message = 'Quisiera información sobre la admisión 2026.\nGracias.';
    const { url } = buildMailto(
      { to: TO, name: 'Ana', email: 'ana+colegio@correo.cl', message },
      options,
    );
    const { body } = parse(url);
    expect(body).toContain('Quisiera información sobre la admisión 2026.\r\nGracias.');
    expect(body).toContain('ana+colegio@correo.cl');
    expect(body).toContain('Nombre: Ana');
  });

  it('encodes characters that would break the URL', () => {
    const { url } = buildMailto(
      {
        to: TO,
        name: 'Pía & Co',
        email: 'pia@correo.cl',
        message: '¿50% de descuento? #1 = sí & no',
      },
      options,
    );
    expect(url).not.toMatch(/[ #]/);
    expect(url.split('&')).toHaveLength(2);
    const mail = parse(url);
    expect(mail.subject).toContain('Pía & Co');
    expect(mail.body).toContain('¿50% de descuento? #1 = sí & no');
  });

  it('keeps the whole URL under 2000 characters by shortening the message', () => {
    const message = 'ñandú '.repeat(2000);
    const { url, truncated } = buildMailto(
      { to: TO, name: 'Juan', email: 'juan@correo.cl', message },
      options,
    );
    expect(url.length).toBeLessThan(MAILTO_MAX_LENGTH);
    expect(url.length).toBeGreaterThan(MAILTO_MAX_LENGTH - 20);
    expect(truncated).toBe(true);
    const { body, subject } = parse(url);
    expect(body).toContain('ñandú ñandú');
    expect(body).toContain('…');
    expect(body).toContain('juan@correo.cl');
    expect(subject).toContain('Juan');
  });

  it('never splits an emoji when it shortens', () => {
    const { url } = buildMailto(
      { to: TO, name: 'Juan', email: 'juan@correo.cl', message: '😀'.repeat(1000) },
      options,
    );
    expect(url.length).toBeLessThan(MAILTO_MAX_LENGTH);
    expect(() => decodeURIComponent(url)).not.toThrow();
    expect(parse(url).body).not.toContain('\uFFFD');
  });

  it('cuts a very long name but keeps the e-mail whole', () => {
    const name = 'Ñ'.repeat(600);
    const email = `${'a'.repeat(60)}@correo.cl`;
    const { url, truncated } = buildMailto({ to: TO, name, email, message: 'Hola' }, options);
    expect(url.length).toBeLessThan(MAILTO_MAX_LENGTH);
    expect(truncated).toBe(true);
    const mail = parse(url);
    expect(mail.body).toContain(email);
    expect(
      Array.from(mail.subject.replace(options.subjectPrefix, '').trim()).length,
    ).toBeLessThanOrEqual(NAME_MAX_CHARS + 1);
  });

  it('survives lone surrogates pasted into the message', () => {
    const { url } = buildMailto(
      { to: TO, name: 'Ana', email: 'ana@correo.cl', message: 'roto \uD83D fin' },
      options,
    );
    expect(parse(url).body).toContain('roto \uFFFD fin');
  });

  it('honours a custom length bound', () => {
    const { url } = buildMailto(
      { to: TO, name: 'Ana', email: 'ana@correo.cl', message: 'x'.repeat(500) },
      { ...options, maxLength: 300 },
    );
    expect(url.length).toBeLessThan(300);
  });

  it('keeps a name of exactly the limit whole, and cuts one character more', () => {
    const exact = 'a'.repeat(NAME_MAX_CHARS);
    const whole = buildMailto(
      { to: TO, name: exact, email: 'a@correo.cl', message: 'Hola' },
      options,
    );
    expect(parse(whole.url).subject).toBe(`${options.subjectPrefix} ${exact}`);
    expect(whole.truncated).toBe(false);
    const longer = buildMailto(
      { to: TO, name: `${exact}b`, email: 'a@correo.cl', message: 'Hola' },
      options,
    );
    expect(parse(longer.url).subject).toBe(`${options.subjectPrefix} ${exact}…`);
    expect(longer.truncated).toBe(true);
  });

  it('drops the space before the ellipsis when a name is cut after a word', () => {
    const name = `${'a'.repeat(NAME_MAX_CHARS - 1)} bcdef`;
    const { url } = buildMailto({ to: TO, name, email: 'a@correo.cl', message: 'Hola' }, options);
    expect(parse(url).subject).toBe(`${options.subjectPrefix} ${'a'.repeat(NAME_MAX_CHARS - 1)}…`);
  });

  it('tidies what was typed: one space inside the name, no spaces around name, e-mail or message', () => {
    const { url } = buildMailto(
      { to: TO, name: '  Ana \n\t María  ', email: ' ana@correo.cl ', message: '\n  Hola  \n' },
      options,
    );
    const mail = parse(url);
    expect(mail.subject).toBe(`${options.subjectPrefix} Ana María`);
    expect(mail.body).toBe('Hola\r\n\r\n--\r\nNombre: Ana María\r\nCorreo: ana@correo.cl');
  });

  it('labels the signature with the labels it is given', () => {
    const { url } = buildMailto(
      { to: TO, name: 'Ana', email: 'ana@correo.cl', message: 'Hola' },
      { ...options, nameLabel: 'Apoderado', emailLabel: 'E-mail' },
    );
    expect(parse(url).body).toBe('Hola\r\n\r\n--\r\nApoderado: Ana\r\nE-mail: ana@correo.cl');
  });

  it('shortens a name that alone would not fit, and then leaves no room for the message', () => {
    const { url, truncated } = buildMailto(
      { to: TO, name: 'ñ'.repeat(200), email: 'ana@correo.cl', message: 'Hola' },
      { ...options, maxLength: 300 },
    );
    expect(url.length).toBeLessThan(300);
    expect(truncated).toBe(true);
    const mail = parse(url);
    const name = mail.subject.slice(`${options.subjectPrefix} `.length);
    expect(name).toMatch(/^ñ+…$/);
    expect(mail.body).toBe(`Nombre: ${name}\r\nCorreo: ana@correo.cl`);
    // The largest name that fits: one character more would not.
    const longer = `${'ñ'.repeat(Array.from(name).length)}…`;
    const tooLong = buildMailto(
      { to: TO, name: longer, email: 'ana@correo.cl', message: '' },
      { ...options, maxLength: 100_000 },
    );
    expect(tooLong.url.length).toBeGreaterThanOrEqual(300);
  });

  it('reports a short name that had to be cut to fit a tight bound', () => {
    const { url, truncated } = buildMailto(
      { to: TO, name: 'ñ'.repeat(60), email: 'ana@correo.cl', message: '' },
      { ...options, maxLength: 300 },
    );
    expect(url.length).toBeLessThan(300);
    expect(parse(url).subject).toMatch(/ñ…$/);
    expect(truncated).toBe(true);
  });

  it('leaves a name alone when the bare signature fits, however little room is left', () => {
    const input = { to: TO, name: 'Ana Soto', email: 'ana@correo.cl', message: '' };
    const roomy = buildMailto(input, options);
    const tight = buildMailto(input, { ...options, maxLength: roomy.url.length + 1 });
    expect(tight.url).toBe(roomy.url);
    expect(tight.truncated).toBe(false);
  });
});
