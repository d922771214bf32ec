import { TRANSLATION_MESSAGES, type TranslationLanguage } from '@lbj/shared';
import type { TranslationState } from './translation-model.ts';

/**
 * Every Spanish text of the staff's translation editor, its state badges and its "Traducciones"
 * button (news, calendar events and the notice). Staff-only: in no language's catalogue.
 */
const NAMES = TRANSLATION_MESSAGES.languageNames;

export const TRANSLATIONS_TEXT = {
  /** A language's name on its own ("Francés: al día"). */
  languages: { fr: 'Francés', en: 'Inglés' } satisfies Record<TranslationLanguage, string>,
  states: {
    falta: 'falta',
    'al-dia': 'al día',
    desactualizada: 'desactualizada',
  } satisfies Record<TranslationState, string>,
  /** One badge: "Francés: al día". */
  badge: (language: string, state: string) => `${language}: ${state}`,
  /** The badge under a language's heading in the editor: "Estado: al día". */
  stateLine: (state: string) => `Estado: ${state}`,

  open: 'Traducciones',
  /** Read after "Traducciones" by a screen reader, so that the buttons of a list are told apart. */
  openTarget: (name: string) => `de «${name}»`,
  title: (name: string) => `Traducciones de «${name}»`,
  noticeTitle: 'Traducciones del aviso',
  hint: 'Traduce el texto completo, con el mismo sentido y el mismo tono. Mientras falte una traducción, las páginas en francés o en inglés muestran el texto en español.',

  /** The Spanish original beside its translation: "Título en español". */
  originalLabel: (field: string) => `${field} en español`,
  fields: { titulo: 'Título', descripcion: 'Descripción', texto: 'Texto' },
  /** An input's label: "Título en francés", "Descripción en inglés (opcional)". */
  fieldLabel: (field: string, idioma: TranslationLanguage, optional: boolean) =>
    `${field} en ${NAMES[idioma]}${optional ? ' (opcional)' : ''}`,
  noOriginal: 'Sin texto en español.',
  outdated:
    'El texto en español cambió después de que se guardó esta traducción: revísala, corrígela si hace falta y vuelve a guardarla.',

  save: 'Guardar traducción',
  remove: 'Quitar traducción',
  /** Read after "Guardar traducción" and "Quitar traducción": "al francés". */
  toLanguage: (idioma: TranslationLanguage) => `al ${NAMES[idioma]}`,
  saveBusy: 'Guardando…',
  removeBusy: 'Quitando…',
  removeConfirm: (idioma: TranslationLanguage) =>
    `¿Quitar la traducción al ${NAMES[idioma]}? Quienes visitan el sitio en ${NAMES[idioma]} verán el texto en español.`,
  saved: (idioma: TranslationLanguage) => `Traducción al ${NAMES[idioma]} guardada.`,
  removed: (idioma: TranslationLanguage) => `Traducción al ${NAMES[idioma]} quitada.`,
  saveFailed: 'No se pudo guardar la traducción. Inténtalo de nuevo en unos minutos.',
  removeFailed: 'No se pudo quitar la traducción. Inténtalo de nuevo en unos minutos.',
} as const;
