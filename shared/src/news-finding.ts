import { LIMITS, NEWS_CATEGORIES, type NewsCategory } from './limits.ts';
import type { NewsItem } from './schemas.ts';

// Finding news on /news: a category, a search and numbered pages, all in the address
// (`/news?categoria=Deportes&q=matricula&pagina=2`), rendered by the server so that they work
// without JavaScript (ADR 0033). No zod here: the page's initial JavaScript reads this module.

/** The page data key of /news's list. */
export const NEWS_FINDING_KEY = 'noticias';

/** Items on one numbered page of /news (four rows of the three-column grid). */
export const NEWS_FINDING_PAGE_SIZE = 12;

/** What the address of /news asks for, read leniently: a bad value is as if it were absent. */
export interface NewsFindingQuery {
  /** A known category, or null for every category. */
  categoria: NewsCategory | null;
  /** The search as typed (trimmed, at most LIMITS.newsSearchMax characters); '' for none. */
  q: string;
  /** The page asked for: a whole number from 1. */
  pagina: number;
}

/** One numbered page of /news, as the server loads it for the page (and as the page shows it). */
export interface NewsFinding {
  items: NewsItem[];
  /** The page shown (a page past the last shows the last). */
  pagina: number;
  /** How many pages there are; at least 1. */
  paginas: number;
  /** How many items match, on every page. */
  total: number;
  categoria: NewsCategory | null;
  q: string;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Pages beyond this are read as page 1 (a school will not publish 12 million items). */
const MAX_PAGE = 1_000_000;

/**
 * Reads /news's parameters. A category is recognised without regard to case or accents
 * ("deportes", "ACADEMICO"); anything else is no category. `pagina` must be a whole number from
 * 1 ("2", not "2.5", "-1", "02" or "dos"), else page 1. `q` is cut at the API's limit.
 */
export function readNewsFindingQuery(params: URLSearchParams): NewsFindingQuery {
  const wanted = fold(params.get('categoria')?.trim() ?? '');
  const categoria = NEWS_CATEGORIES.find((category) => fold(category) === wanted) ?? null;
  const q = [...(params.get('q') ?? '').trim()].slice(0, LIMITS.newsSearchMax).join('').trim();
  const raw = params.get('pagina')?.trim() ?? '';
  const number = /^[1-9][0-9]{0,6}$/.test(raw) ? Number(raw) : 1;
  return { categoria, q, pagina: number <= MAX_PAGE ? number : 1 };
}

/** How many pages `total` items fill; at least one (the page that says there is nothing). */
export const newsPageCount = (total: number): number =>
  Math.max(1, Math.ceil(total / NEWS_FINDING_PAGE_SIZE));

/**
 * The address of /news for a query: only what differs from the default (no category, no
 * search, page 1), in a fixed order, so that one list has one address.
 */
export function newsFindingHref(query: Partial<NewsFindingQuery>, base = '/news'): string {
  const params = new URLSearchParams();
  if (query.categoria) params.set('categoria', query.categoria);
  if (query.q) params.set('q', query.q);
  if (query.pagina !== undefined && query.pagina > 1) params.set('pagina', String(query.pagina));
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}
