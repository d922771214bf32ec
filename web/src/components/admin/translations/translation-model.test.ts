import { CALENDAR_MESSAGES, MESSAGES, NOTICE_MESSAGES } from '@lbj/shared';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_TRANSLATION,
  pendingLanguages,
  readTranslationForm,
  translationState,
} from './translation-model.ts';

// The translation editor's model: each language's state, and the body sent or the errors shown
// beside the fields, with the server's own rules and messages (the shared schemas).

describe('translationState', () => {
  it('is "falta" without a translation, "al día" or "desactualizada" with one', () => {
    const translations = { en: { desactualizada: true } };
    expect(translationState(undefined, 'fr')).toBe('falta');
    expect(translationState(translations, 'fr')).toBe('falta');
    expect(translationState(translations, 'en')).toBe('desactualizada');
    expect(translationState({ fr: { desactualizada: false } }, 'fr')).toBe('al-dia');
  });

  it('a text waits in every language missing or outdated, French first', () => {
    expect(pendingLanguages({})).toEqual(['fr', 'en']);
    expect(
      pendingLanguages({ en: { desactualizada: true }, fr: { desactualizada: false } }),
    ).toEqual(['en']);
    expect(
      pendingLanguages({ fr: { desactualizada: false }, en: { desactualizada: false } }),
    ).toEqual([]);
  });
});

describe('readTranslationForm', () => {
  const values = (extra: Partial<typeof EMPTY_TRANSLATION>) => ({ ...EMPTY_TRANSLATION, ...extra });

  it('sends only the kind’s fields, trimmed', () => {
    expect(
      readTranslationForm(
        'noticia',
        values({ titulo: ' Titre ', descripcion: 'Texte ', texto: 'x' }),
      ),
    ).toEqual({ body: { titulo: 'Titre', descripcion: 'Texte' } });
    expect(
      readTranslationForm('aviso', values({ titulo: 'x', texto: '  Pas de cours. ' })),
    ).toEqual({ body: { texto: 'Pas de cours.' } });
  });

  it('leaves out an event’s empty description', () => {
    expect(readTranslationForm('evento', values({ titulo: 'Réunion', descripcion: '  ' }))).toEqual(
      {
        body: { titulo: 'Réunion' },
      },
    );
  });

  it('puts each rule’s Spanish message beside its field', () => {
    expect(readTranslationForm('noticia', values({ titulo: 'Titre' }))).toEqual({
      errors: { descripcion: MESSAGES.required },
    });
    expect(readTranslationForm('evento', values({ titulo: 'x'.repeat(121) }))).toEqual({
      errors: { titulo: CALENDAR_MESSAGES.titleTooLong },
    });
    expect(readTranslationForm('aviso', values({ texto: 'x'.repeat(281) }))).toEqual({
      errors: { texto: NOTICE_MESSAGES.textTooLong(280) },
    });
  });
});
