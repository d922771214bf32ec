import { SITE_ORIGIN_TOKEN } from '@lbj/shared';
import { pageDescriptions } from '../content/page-descriptions.ts';
import type { PageMeta } from '../content/pages.ts';
import { school } from '../content/school.ts';
import { schoolSearchFacts } from '../content/school-search.ts';

const NEWS_PATH = '/news';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Every absolute address the build writes starts with this token, which the server replaces
 * with PUBLIC_URL when it sends the document (ADR 0024): a school testing on another domain
 * gets its own addresses.
 */
const origin = SITE_ORIGIN_TOKEN;

/** JSON-LD for search engines, built from the content module. */
function schoolJsonLd(): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ElementarySchool',
    '@id': `${origin}/#school`,
    name: school.name,
    alternateName: [school.shortName, school.frenchName],
    description: schoolSearchFacts.description,
    url: `${origin}/`,
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

/** The <head> tags of one page (prerendered); the browser updates title and description. */
export function buildHead(page: PageMeta, path: string, assets: HeadAssets): string {
  const description = pageDescriptions[page.path] ?? schoolSearchFacts.description;
  const canonical = `${origin}${path === '/' ? '/' : path}`;
  const ogImage = `${origin}/images/og-image.png`;
  const tags = [
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    page.indexable
      ? `<link rel="canonical" href="${canonical}" />`
      : `<meta name="robots" content="noindex, nofollow" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:locale" content="es_CL" />`,
    `<meta property="og:site_name" content="${escapeHtml(school.name)}" />`,
    `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${canonical}" />`,
    `<meta property="og:image" content="${ogImage}" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta property="og:image:alt" content="Escudo del ${escapeHtml(school.name)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escapeHtml(page.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
    `<meta name="twitter:image" content="${ogImage}" />`,
    // The news feed, announced where the news are (its title is the feed's channel title).
    ...(page.path === NEWS_PATH
      ? [
          `<link rel="alternate" type="application/rss+xml" href="${NEWS_PATH}/feed.xml" title="Noticias del Colegio Le Beau Jour" />`,
        ]
      : []),
    `<meta name="geo.region" content="${schoolSearchFacts.address.regionCode}" />`,
    `<meta name="geo.placename" content="${escapeHtml(school.address.city)}" />`,
    `<meta name="geo.position" content="${String(school.geo.latitude)};${String(school.geo.longitude)}" />`,
    `<meta name="ICBM" content="${String(school.geo.latitude)}, ${String(school.geo.longitude)}" />`,
    ...assetTags(assets),
    `<script type="application/ld+json">${JSON.stringify(schoolJsonLd()).replace(/</g, '\\u003c')}</script>`,
  ];
  return tags.join('\n    ');
}

export function buildSitemap(pages: readonly PageMeta[], lastmod: string): string {
  const urls = pages
    .filter((page) => page.indexable && page.prerender)
    .map(
      (page) =>
        `  <url><loc>${origin}${page.path}</loc><lastmod>${lastmod}</lastmod><changefreq>${page.path === '/news' ? 'daily' : 'monthly'}</changefreq><priority>${page.path === '/' ? '1.0' : '0.7'}</priority></url>`,
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
