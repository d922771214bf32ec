import { createContext, use } from 'react';
import type { catalogue as spanish } from './catalogue.es.ts';

/**
 * A language's copy of a Spanish text section: the same keys, strings of its own, functions with
 * the same parameters (a plural, a title in a sentence). A key missing in French or English, or a
 * parameter that differs, fails the typecheck.
 */
export type Texts<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Texts<R>
    : T extends readonly (infer U)[]
      ? readonly Texts<U>[]
      : T extends object
        ? { readonly [K in keyof T]: Texts<T[K]> }
        : T;

type Spanish = typeof spanish;

/** Every text the public pages show, by section, in one language. */
export type Catalogue = { readonly [K in keyof Spanish]: Texts<Spanish[K]> };
export type Section = keyof Catalogue;

/**
 * The page's texts: every section on the server (the language's catalogue), only the sections an
 * island uses in the browser (the server wrote which, and the island's loader fetched them in the
 * page's language).
 */
export const TextsContext = createContext<Partial<Catalogue> | undefined>(undefined);

/**
 * Present while the server renders an island on its own root: the sections it reads, so the
 * browser loads those (in the page's language) and no other.
 */
export const TextsUsageContext = createContext<Set<string> | undefined>(undefined);

let fallback: Catalogue | undefined;
let loadFallback: ((section: Section) => Promise<unknown>) | undefined;
const loadedSections = new Map<string, unknown>();
const loadingSections = new Map<string, Promise<unknown>>();

/**
 * The texts where no provider gives them: Spanish, in the staff's app and in unit tests. A loader
 * (the staff's app) fetches each section the first time a component reads it, the component
 * waiting (Suspense) meanwhile, so the app's first page carries only the sections it shows.
 */
export function provideDefaultTexts(
  texts: Catalogue | ((section: Section) => Promise<unknown>),
): void {
  if (typeof texts === 'function') loadFallback = texts;
  else fallback = texts;
}

/** A section of the loaded Spanish texts, waited for (Suspense) the first time. */
function lazySection(section: Section, load: (section: Section) => Promise<unknown>): unknown {
  if (loadedSections.has(section)) return loadedSections.get(section);
  let loading = loadingSections.get(section);
  if (!loading) {
    loading = load(section).then((value) => {
      loadedSections.set(section, value);
      return value;
    });
    loadingSections.set(section, loading);
  }
  // `use` may be called anywhere during a render, conditions included: this runs as a component
  // reads a section, inside its render.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return use(loading);
}

const lazyCatalogue = (load: (section: Section) => Promise<unknown>) =>
  new Proxy({} as Catalogue, {
    get(_target, key) {
      return typeof key === 'string' ? lazySection(key as Section, load) : undefined;
    },
  });

export function useTexts(): Catalogue {
  const texts = use(TextsContext) ?? fallback ?? (loadFallback && lazyCatalogue(loadFallback));
  const usage = use(TextsUsageContext);
  if (!texts) throw new Error('No texts: render inside TextsContext');
  if (!usage) return texts as Catalogue;
  return new Proxy(texts, {
    get(target, key, receiver) {
      if (typeof key === 'string') usage.add(key);
      return Reflect.get(target, key, receiver) as unknown;
    },
  }) as Catalogue;
}
