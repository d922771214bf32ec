import type { InLangs } from './localized.ts';
import { schoolWords as english } from './school-words.en.ts';
import { schoolWords as french } from './school-words.fr.ts';
import { schoolWords as spanish } from './school-words.ts';

/** The school's words in each language, for the pages to pick by theirs (`useLang()`). */
export const SCHOOL_WORDS: InLangs<typeof spanish> = { es: spanish, fr: french, en: english };
