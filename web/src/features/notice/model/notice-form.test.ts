// @time-zones
import { NOTICE_LIMITS, NOTICE_MESSAGES, type Notice } from '@lbj/shared';
import { describe, expect, it } from 'vitest';
import { NOTICE_TEXT } from '../notice-text.ts';
import {
  chileDateTime,
  EMPTY_NOTICE_FORM,
  formFromNotice,
  NOTICE_FIELDS,
  readNoticeForm,
  type NoticeFormValues,
} from './notice-form.ts';

// The notice form's model: the dates are typed in Chile's time whatever the browser's zone
// (the suite runs under three zones), and each rule's message lands beside its own field.

const form = (values: Partial<NoticeFormValues>): NoticeFormValues => ({
  ...EMPTY_NOTICE_FORM,
  texto: 'Suspensión de clases por corte de agua.',
  ...values,
});

const NOTICE: Notice = {
  nivel: 'urgente',
  texto: 'Hoy no hay clases.',
  clave: 'abc',
  actualizado: '2026-07-01T12:00:00.000Z',
};

describe('the empty form', () => {
  it('starts at "información" with every field empty, in the form’s order', () => {
    expect(EMPTY_NOTICE_FORM).toStrictEqual({
      nivel: 'informacion',
      texto: '',
      enlace: '',
      desde: '',
      hasta: '',
    });
    expect(NOTICE_FIELDS).toEqual(['nivel', 'texto', 'enlace', 'desde', 'hasta']);
  });
});

describe('formFromNotice', () => {
  it('shows the stored instants in Chile’s time (summer −3, winter −4)', () => {
    expect(
      formFromNotice({
        ...NOTICE,
        enlace: '/reglamentos',
        desde: '2026-01-15T11:00:00.000Z',
        hasta: '2026-07-15T22:30:00.000Z',
      }),
    ).toStrictEqual({
      nivel: 'urgente',
      texto: 'Hoy no hay clases.',
      enlace: '/reglamentos',
      desde: '2026-01-15T08:00',
      hasta: '2026-07-15T18:30',
    });
  });

  it('leaves the optional fields empty when the notice has none', () => {
    expect(formFromNotice(NOTICE)).toStrictEqual({
      nivel: 'urgente',
      texto: 'Hoy no hay clases.',
      enlace: '',
      desde: '',
      hasta: '',
    });
  });
});

describe('readNoticeForm', () => {
  it('sends the dates as instants read in Chile, and the link trimmed', () => {
    expect(
      readNoticeForm(
        form({
          nivel: 'aviso',
          enlace: '  /reglamentos ',
          desde: '2026-03-02T08:00',
          hasta: ' 2026-07-10T18:00 ',
        }),
      ),
    ).toStrictEqual({
      body: {
        nivel: 'aviso',
        texto: 'Suspensión de clases por corte de agua.',
        enlace: '/reglamentos',
        desde: '2026-03-02T11:00:00.000Z',
        hasta: '2026-07-10T22:00:00.000Z',
      },
    });
  });

  it('leaves out the link and the dates left empty (or only spaces)', () => {
    expect(readNoticeForm(form({ enlace: '   ', desde: ' ', hasta: '' }))).toStrictEqual({
      body: { nivel: 'informacion', texto: 'Suspensión de clases por corte de agua.' },
    });
  });

  it('sends the text as the shared schema reads it (trimmed)', () => {
    const read = readNoticeForm(form({ texto: '  Hoy no hay clases.  ' }));
    expect(read.errors).toBeUndefined();
    expect(read.errors === undefined && read.body.texto).toBe('Hoy no hay clases.');
  });

  it('says a date that does not exist is not valid, beside that date only', () => {
    expect(readNoticeForm(form({ desde: '2026-02-30T08:00', hasta: '2026-03-02T08:00' }))).toEqual({
      errors: { desde: NOTICE_TEXT.badDateTime },
    });
    expect(readNoticeForm(form({ hasta: '2026-13-01T08:00' }))).toEqual({
      errors: { hasta: NOTICE_TEXT.badDateTime },
    });
  });

  it('puts each rule of the server’s schema beside its field', () => {
    expect(readNoticeForm(form({ texto: '   ' }))).toEqual({
      errors: { texto: NOTICE_MESSAGES.textRequired },
    });
    expect(readNoticeForm(form({ texto: 'x'.repeat(NOTICE_LIMITS.textoMax + 1) }))).toEqual({
      errors: { texto: NOTICE_MESSAGES.textTooLong(NOTICE_LIMITS.textoMax) },
    });
    expect(readNoticeForm(form({ enlace: 'http://otro.example' }))).toEqual({
      errors: { enlace: NOTICE_MESSAGES.badLink },
    });
    expect(readNoticeForm(form({ desde: '2026-03-02T08:00', hasta: '2026-03-02T08:00' }))).toEqual({
      errors: { hasta: NOTICE_MESSAGES.untilBeforeFrom },
    });
  });

  it('shows every field’s error at once', () => {
    expect(readNoticeForm(form({ texto: '', enlace: 'ftp://x', desde: 'ayer' }))).toEqual({
      errors: {
        texto: NOTICE_MESSAGES.textRequired,
        enlace: NOTICE_MESSAGES.badLink,
        desde: NOTICE_TEXT.badDateTime,
      },
    });
  });
});

describe('chileDateTime', () => {
  it('reads an instant in Chile, with the weekday, on a 24-hour clock', () => {
    expect(chileDateTime('2026-03-02T11:00:00.000Z')).toBe('lunes, 2 de marzo de 2026, 08:00');
    expect(chileDateTime('2026-07-10T22:00:00.000Z')).toBe('viernes, 10 de julio de 2026, 18:00');
  });
});
