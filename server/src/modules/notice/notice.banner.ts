import {
  NOTICE_DISMISS_FIELDS,
  NOTICE_DISMISS_PATH,
  NOTICE_MESSAGES as M,
  type Lang,
  type Notice,
  type NoticeLevel,
} from '@lbj/shared';

// The banner's HTML, put by the server at the top of <body> of every page (outside the React
// root, so React never hydrates nor replaces it). Its look is in web/src/styles/notice-banner.css
// (part of the stylesheet every page inlines); its dismissal works as a plain form, and the site's
// entry script (web/src/features/notice/dismiss-notice.ts) does the same without a reload.
// On a French or English page its own words are in that language, and so is the notice's text
// when staff translated it; otherwise the Spanish text shows, marked lang="es".

/** The banner's own words in one language. */
interface BannerText {
  /** The region's accessible name. */
  regionLabel: string;
  levelNames: Readonly<Record<NoticeLevel, string>>;
  /** After the level's name, as the language writes a colon (French puts a space before it). */
  colon: string;
  moreInfo: string;
  close: string;
}

const BANNER_TEXT: Readonly<Record<Lang, BannerText>> = {
  es: {
    regionLabel: M.regionLabel,
    levelNames: M.levelNames,
    colon: ':',
    moreInfo: M.moreInfo,
    close: M.close,
  },
  fr: {
    regionLabel: 'Avis du collège',
    levelNames: { informacion: 'Information', aviso: 'Avis', urgente: 'Urgent' },
    colon: ' :',
    moreInfo: 'En savoir plus',
    close: 'Fermer l’avis',
  },
  en: {
    regionLabel: 'School notice',
    levelNames: { informacion: 'Information', aviso: 'Notice', urgente: 'Urgent' },
    colon: ':',
    moreInfo: 'More information',
    close: 'Close notice',
  },
};

const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) =>
  escapeText(value).replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** lucide's icons (ISC), drawn inline: the banner is in the HTML before any stylesheet or script. */
const ICON_PATHS = {
  informacion: '<circle cx="12" cy="12" r="10"/><path d="M12 16v-4"/><path d="M12 8h.01"/>',
  aviso:
    '<path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3"/><path d="M12 9v4"/><path d="M12 17h.01"/>',
  urgente:
    '<path d="M12 16h.01"/><path d="M12 8v4"/><path d="M15.312 2a2 2 0 0 1 1.414.586l4.688 4.688A2 2 0 0 1 22 8.688v6.624a2 2 0 0 1-.586 1.414l-4.688 4.688a2 2 0 0 1-1.414.586H8.688a2 2 0 0 1-1.414-.586l-4.688-4.688A2 2 0 0 1 2 15.312V8.688a2 2 0 0 1 .586-1.414l4.688-4.688A2 2 0 0 1 8.688 2z"/>',
  close: '<path d="M18 6 6 18"/><path d="m6 6 12 12"/>',
} as const;

const icon = (paths: string) =>
  `<svg class="aviso-banner__icon" xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${paths}</svg>`;

/**
 * The notice's text on a page in `lang`: its own in Spanish; else its translation into `lang`
 * (outdated or not), or the Spanish text marked as Spanish when it has none.
 */
function noticeText(notice: Notice, lang: Lang): string {
  if (lang === 'es') return escapeText(notice.texto);
  const translation = notice.traducciones?.[lang];
  return translation
    ? escapeText(translation.texto)
    : `<span lang="es">${escapeText(notice.texto)}</span>`;
}

/**
 * The banner of `notice` on a page in `lang` (Spanish when absent). `returnTo` is the page's own
 * path and query, where the close form brings the visitor back. "urgente" is an alert and has no
 * close control; the other levels are a labelled region with one. The link goes where staff
 * pointed it, in every language.
 */
export function renderNoticeBanner(notice: Notice, returnTo: string, lang: Lang = 'es'): string {
  const text = BANNER_TEXT[lang];
  const urgent = notice.nivel === 'urgente';
  const link =
    notice.enlace === undefined
      ? ''
      : ` <a class="aviso-banner__link" href="${escapeAttribute(notice.enlace)}">${escapeText(text.moreInfo)}</a>`;
  const close = urgent
    ? ''
    : `<form class="aviso-banner__close" method="post" action="${NOTICE_DISMISS_PATH}" data-aviso-cerrar>` +
      `<input type="hidden" name="${NOTICE_DISMISS_FIELDS.key}" value="${escapeAttribute(notice.clave)}">` +
      `<input type="hidden" name="${NOTICE_DISMISS_FIELDS.returnTo}" value="${escapeAttribute(returnTo)}">` +
      `<button type="submit" class="aviso-banner__button" aria-label="${escapeAttribute(text.close)}" title="${escapeAttribute(text.close)}">${icon(ICON_PATHS.close)}</button>` +
      `</form>`;
  return (
    `<section class="aviso-banner aviso-banner--${notice.nivel}" aria-label="${escapeAttribute(text.regionLabel)}" data-aviso>` +
    `<div class="aviso-banner__inner">` +
    icon(ICON_PATHS[notice.nivel]) +
    `<p class="aviso-banner__text"${urgent ? ' role="alert"' : ''}>` +
    `<strong class="aviso-banner__level">${escapeText(text.levelNames[notice.nivel])}${text.colon}</strong> ` +
    `${noticeText(notice, lang)}${link}</p>` +
    close +
    `</div></section>`
  );
}
