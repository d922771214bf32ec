import { HTML_LANG, LANGS, OG_LOCALE, SITE_ORIGIN_TOKEN, pathInLang, type Lang } from '@lbj/shared';
import { pageText } from '../content/page-meta.ts';
import type { PageMeta } from '../content/pages.ts';
import { school } from '../content/school.ts';
import { schoolSearchFacts } from '../content/school-search.ts';

const NEWS_PATH = '/news';

/** The head's own words in each language. */
const HEAD_TEXT: Readonly<Record<Lang, { crestAlt: string; feedTitle: string }>> = {
  es: {
    crestAlt: 'Escudo del Colegio Cristiano Le Beau Jour',
    feedTitle: 'Noticias del Colegio Le Beau Jour',
  },
  fr: {
    crestAlt: 'Blason du Collège Chrétien Le Beau Jour',
    feedTitle: 'Actualités du Collège Le Beau Jour',
  },
  en: { crestAlt: 'Crest of Le Beau Jour Christian School', feedTitle: 'Le Beau Jour School news' },
};

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Every absolute address the build writes starts with this token, which the server replaces
 * with PUBLIC_URL when it sends the document (ADR 0024): a school testing on another domain
 * gets its own addresses.
 */
const origin = SITE_ORIGIN_TOKEN;

/** JSON-LD for search engines, built from the content module, in the page's language. */
function schoolJsonLd(lang: Lang, description: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ElementarySchool',
    '@id': `${origin}/#school`,
    name: school.name,
    alternateName: [school.shortName, school.frenchName],
    description,
    url: `${origin}/`,
    inLanguage: HTML_LANG[lang],
    logo: `${origin}/images/logo.png`,
    image: `${origin}/images/og-image.png`,
    foundingDate: String(school.foundingYear),
    founder: { '@type': 'Person', name: school.founder },
    address: {
      '@type': 'PostalAddress',
      streetAddress: school.address.street,
      addressLocality: school.address.city,
      addressRegion: school.address.region,
      postalCode: schoolSearchFacts.address.postalCode,
      addressCountry: schoolSearchFacts.address.countryCode,
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: school.geo.latitude,
      longitude: school.geo.longitude,
    },
    hasMap: `https://www.google.com/maps?q=${String(school.geo.latitude)},${String(school.geo.longitude)}`,
    telephone: school.phone.e164,
    email: school.email,
    sameAs: [school.social.facebook, school.social.instagram],
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: schoolSearchFacts.openingHours.days,
        opens: schoolSearchFacts.openingHours.opens,
        closes: schoolSearchFacts.openingHours.closes,
      },
    ],
    areaServed: school.address.city,
    knowsLanguage: ['es', 'fr', 'en'],
  };
}

interface HeadAssets {
  /** Module chunks the page needs at once. */
  modulePreloads: string[];
  /** Stylesheets of the page's chunks. */
  styles: string[];
  /** Fonts to preload. */
  fonts: string[];
  /** Images to preload (the LCP image), as <link> attribute strings. */
  imagePreloads?: string[];
}

/**
 * The school as a schema.org organisation, for a news item's author and publisher; `origin`
 * is the site's address (the server puts PUBLIC_URL in it).
 */
export function schoolOrganization(origin: string): Record<string, unknown> {
  return {
    '@type': 'ElementarySchool',
    '@id': `${origin}/#school`,
    name: school.name,
    url: `${origin}/`,
    logo: { '@type': 'ImageObject', url: `${origin}/images/logo.png` },
  };
}

/** Preloads, stylesheets and module preloads of a page's head. */
export function assetTags(assets: HeadAssets): string[] {
  return [
    ...assets.fonts.map(
      (href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin />`,
    ),
    ...(assets.imagePreloads ?? []).map((attrs) => `<link rel="preload" as="image" ${attrs} />`),
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${href}" />`),
    // Low: the page is complete without its code, which runs after the first paint (ADR 0028).
    ...assets.modulePreloads.map(
      (href) => `<link rel="modulepreload" fetchpriority="low" href="${href}" />`,
    ),
  ];
}

/**
 * The `<link rel="alternate" hreflang>` of a page that exists in every language: each language's
 * address, itself included, and Spanish as the default. Absolute, like the canonical.
 */
function hreflangLinks(pagePath: string): string[] {
  return [
    ...LANGS.map(
      (lang) =>
        `<link rel="alternate" hreflang="${lang}" href="${origin}${pathInLang(lang, pagePath)}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${origin}${pagePath}" />`,
  ];
}

/** The <head> tags of one page (prerendered) in its language. */
export function buildHead(
  page: PageMeta,
  path: string,
  assets: HeadAssets,
  lang: Lang = 'es',
): string {
  const text = pageText(page, lang);
  const title = text.title;
  const description =
    text.description ?? pageText(page, 'es').description ?? schoolSearchFacts.description;
  const canonical = `${origin}${path}`;
  const ogImage = `${origin}/images/og-image.png`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    page.indexable
      ? `<link rel="canonical" href="${canonical}" />`
      : `<meta name="robots" content="noindex, nofollow" />`,
    ...(page.indexable && !page.staff && !page.path.includes(':') ? hreflangLinks(page.path) : []),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:locale" content="${OG_LOCALE[lang]}" />`,
    `<meta property="og:site_name" content="${escapeHtml(school.name)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${canonical}" />`,
    `<meta property="og:image" content="${ogImage}" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta property="og:image:alt" content="${escapeHtml(HEAD_TEXT[lang].crestAlt)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
    `<meta name="twitter:image" content="${ogImage}" />`,
    // The news feed, announced where the news are (its title is the feed's channel title).
    ...(page.path === NEWS_PATH
      ? [
          `<link rel="alternate" type="application/rss+xml" href="${pathInLang(lang, NEWS_PATH)}/feed.xml" title="${escapeHtml(HEAD_TEXT[lang].feedTitle)}" />`,
        ]
      : []),
    `<meta name="geo.region" content="${schoolSearchFacts.address.regionCode}" />`,
    `<meta name="geo.placename" content="${escapeHtml(school.address.city)}" />`,
    `<meta name="geo.position" content="${String(school.geo.latitude)};${String(school.geo.longitude)}" />`,
    `<meta name="ICBM" content="${String(school.geo.latitude)}, ${String(school.geo.longitude)}" />`,
    ...assetTags(assets),
    `<script type="application/ld+json">${JSON.stringify(schoolJsonLd(lang, description)).replace(/</g, '\\u003c')}</script>`,
  ];
  return tags.join('\n    ');
}

/**
 * sitemap.xml: each indexable page in each language as its own <loc>, with every language's
 * address as an alternate (the same as the page's hreflang links).
 */
export function buildSitemap(pages: readonly PageMeta[], lastmod: string): string {
  const urls = pages
    .filter((page) => page.indexable && page.prerender && !page.staff)
    .flatMap((page) =>
      LANGS.map((lang) => {
        const alternates = hreflangLinks(page.path)
          .map((link) => link.replace('<link rel="alternate"', '<xhtml:link rel="alternate"'))
          .join('');
        return `  <url><loc>${origin}${pathInLang(lang, page.path)}</loc>${alternates}<lastmod>${lastmod}</lastmod><changefreq>${page.path === '/news' ? 'daily' : 'monthly'}</changefreq><priority>${page.path === '/' ? '1.0' : '0.7'}</priority></url>`;
      }),
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
