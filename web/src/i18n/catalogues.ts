import type { Lang } from '@lbj/shared';
import { catalogue as en } from './catalogue.en.ts';
import { catalogue as es } from './catalogue.es.ts';
import { catalogue as fr } from './catalogue.fr.ts';
import type { Catalogue } from './texts.tsx';

/** Every language's texts: for the server's render, which writes pages in all three. */
export const catalogues: Readonly<Record<Lang, Catalogue>> = { es, fr, en };
