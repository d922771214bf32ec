/**
 * Stands for the site's public address (PUBLIC_URL) in what the web build writes: canonical
 * links, Open Graph and JSON-LD addresses, the sitemap. The server puts PUBLIC_URL in its place
 * when it sends a document (ADR 0024). A valid address, so a page read straight from the build
 * folder still parses.
 */
export const SITE_ORIGIN_TOKEN = 'https://lbj-origin.invalid';

/**
 * Stands for the current year in Chile in the footer of every document the server renders or
 * the build prerenders. The server puts `chileYear(now)` in its place when it sends a document,
 * so a page built in December shows the new year from the first of January.
 */
export const CHILE_YEAR_TOKEN = 'lbj-anio-chile';

/**
 * The id of the `<script type="application/json">` that carries a server-rendered page's data
 * (key → value, as the server's page data loaders returned it) into the page.
 */
export const PAGE_DATA_ID = 'datos-pagina';

/** Where a server-rendered page's template takes the rendered app and its data. */
export const PAGE_TEMPLATE_SLOTS = {
  html: '<!--app-html-->',
  data: '<!--app-data-->',
} as const;
