/*
 * TranslationStates: a text's state in each language, as small badges that say it in words
 * ("Francés: al día · Inglés: falta"); the colour only repeats what the words say.
 */
import { PREFIXED_LANGS } from '@lbj/shared';
import { Fragment } from 'react';
import { translationState, type AnyTranslations } from './translation-model.ts';
import { TRANSLATIONS_TEXT as T } from './translations-text.ts';
import styles from './translations.module.css';

export function TranslationStates({ translations }: { translations: AnyTranslations | undefined }) {
  return (
    <span className={styles.states}>
      {PREFIXED_LANGS.map((idioma, index) => {
        const state = translationState(translations, idioma);
        return (
          <Fragment key={idioma}>
            {index > 0 ? (
              <span className={styles.separator} aria-hidden="true">
                {' · '}
              </span>
            ) : null}
            <span className={styles.badge} data-estado={state}>
              {T.badge(T.languages[idioma], T.states[state])}
            </span>
          </Fragment>
        );
      })}
    </span>
  );
}
