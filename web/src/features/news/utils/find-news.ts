import {
  NEWS_FINDING_PAGE_SIZE,
  newsPageCount,
  type NewsFinding,
  type NewsFindingQuery,
  type NewsItem,
} from '@lbj/shared';

// The administrator's list (drafts included) and the list after a client-side navigation are
// read whole from GET /api/news; this finds in them what the server's page would show
// (ADR 0033): the same words rule as the server's search (news.search.ts: every word, case and
// accents ignored, words of three or more letters also as prefixes), title matches first.

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const words = (text: string) => fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
const PREFIX_FROM = 3;

const hasWord = (tokens: readonly string[], word: string) =>
  tokens.some((token) => (word.length >= PREFIX_FROM ? token.startsWith(word) : token === word));

/** One numbered page of `items` (newest first) for `query`. */
export function findNews(items: readonly NewsItem[], query: NewsFindingQuery): NewsFinding {
  let found = query.categoria
    ? items.filter((item) => item.tipo_noticia === query.categoria)
    : [...items];
  if (query.q !== '') {
    const wanted = words(query.q);
    const ranked = found.flatMap((item) => {
      const title = words(item.titulo);
      const all = [...title, ...words(item.descripcion)];
      if (wanted.length === 0 || !wanted.every((word) => hasWord(all, word))) return [];
      return [{ item, inTitle: wanted.every((word) => hasWord(title, word)) }];
    });
    // A stable sort: within each tier the list's own order (newest first) stays.
    found = ranked.sort((a, b) => Number(b.inTitle) - Number(a.inTitle)).map((match) => match.item);
  }
  const paginas = newsPageCount(found.length);
  const pagina = Math.min(query.pagina, paginas);
  const start = (pagina - 1) * NEWS_FINDING_PAGE_SIZE;
  return {
    items: found.slice(start, start + NEWS_FINDING_PAGE_SIZE),
    pagina,
    paginas,
    total: found.length,
    categoria: query.categoria,
    q: query.q,
  };
}
