import type { Lang } from '@lbj/shared';
import type { ImageName } from '../lib/images.ts';

/**
 * A language's copy of a Spanish content module (a fixed page's prose): the same keys, strings of
 * its own, functions with the same parameters, and the same image names. A key missing in French
 * or English, or a parameter that differs, fails the typecheck. These pages render only on the
 * server, so their prose is picked by the page's language (`useLang()`), not through the
 * catalogue.
 */
export type Translation<T> = T extends ImageName
  ? ImageName
  : T extends string
    ? string
    : T extends (...args: infer A) => infer R
      ? (...args: A) => Translation<R>
      : T extends readonly (infer U)[]
        ? readonly Translation<U>[]
        : T extends object
          ? { readonly [K in keyof T]: Translation<T[K]> }
          : T;

/** A content module in every language, Spanish first. */
export type InLangs<T> = Readonly<Record<Lang, Translation<T>>>;
