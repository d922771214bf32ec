import type { TranslationLanguage } from '@lbj/shared';
import type { TranslationKind, TranslationValues } from './translation-model.ts';

/**
 * What staff typed in a translation and did not save yet, one draft per item and language, kept
 * in sessionStorage (a reload, a closed editor or an ended session lose nothing), or in memory
 * when the browser refuses storage. A draft is tied to the translation it started from: once
 * another one is saved over it, the old draft is dropped rather than shown over newer text.
 */

interface Draft {
  base: string;
  values: TranslationValues;
}

const PREFIX = 'lbj:traduccion';
const memory = new Map<string, Draft>();

export const translationDraftKey = (
  kind: TranslationKind,
  id: number,
  idioma: TranslationLanguage,
) => `${PREFIX}:${kind}:${String(id)}:${idioma}`;

/** What a draft is tied to: the stored translation's text ('' when there is none). */
export const draftBase = (stored: TranslationValues | null): string =>
  stored ? JSON.stringify([stored.titulo, stored.descripcion, stored.texto]) : '';

const isValues = (data: unknown): data is TranslationValues =>
  typeof data === 'object' &&
  data !== null &&
  ['titulo', 'descripcion', 'texto'].every(
    (name) => typeof (data as Record<string, unknown>)[name] === 'string',
  );

function stored(key: string): Draft | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (!raw) return memory.get(key) ?? null;
    const data = JSON.parse(raw) as { base?: unknown; values?: unknown };
    return typeof data.base === 'string' && isValues(data.values)
      ? { base: data.base, values: data.values }
      : null;
  } catch {
    return memory.get(key) ?? null;
  }
}

/** The unsaved text of this translation, when it started from `base`. */
export function readTranslationDraft(key: string, base: string): TranslationValues | null {
  const draft = stored(key);
  return draft?.base === base ? draft.values : null;
}

export function clearTranslationDraft(key: string): void {
  memory.delete(key);
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Nothing stored.
  }
}

/** Keeps what was typed; text equal to the stored translation is no draft at all. */
export function saveTranslationDraft(
  key: string,
  base: string,
  values: TranslationValues,
  unchanged: boolean,
): void {
  if (unchanged) {
    clearTranslationDraft(key);
    return;
  }
  const draft = { base, values };
  try {
    window.sessionStorage.setItem(key, JSON.stringify(draft));
    memory.delete(key);
  } catch {
    // Storage full or blocked: the draft lives on in memory, for as long as the page.
    memory.set(key, draft);
  }
}
