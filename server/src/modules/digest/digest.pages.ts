import {
  CALENDAR_LEVELS,
  DIGEST_KIND_NAMES,
  DIGEST_KINDS,
  DIGEST_MESSAGES as M,
  DIGEST_PAGE,
  type DigestKind,
} from '@lbj/shared';
import { xmlText } from '../../lib/xml.ts';

/**
 * The pages a family reaches from a mail (confirm, "No fui yo", preferences, leave): small
 * documents the server writes itself, complete without JavaScript, never indexed, and each a form
 * whose button POSTs, so a mail scanner that opens the link changes nothing. Their address
 * carries a token: they send no Referer and load nothing from elsewhere.
 */
const STYLE = `:root{color-scheme:light dark;font-family:system-ui,sans-serif;line-height:1.5}
body{margin:0;padding:1rem;max-width:36rem;margin-inline:auto}
h1{font-size:1.5rem;color:#0b4f8a}@media (prefers-color-scheme:dark){h1{color:#8cc4f5}}
button{font:inherit;padding:.6rem 1.2rem;min-height:44px;border-radius:.4rem;border:1px solid;cursor:pointer}
.primary{background:#0b4f8a;color:#fff;border-color:#0b4f8a}
fieldset{border:1px solid #8888;border-radius:.4rem;margin-block:1rem}
label{display:block;padding:.3rem 0;min-height:32px}
.error{color:#b00020;font-weight:600}@media (prefers-color-scheme:dark){.error{color:#ff8a80}}`;

function digestDocument(heading: string, body: string): string {
  return [
    '<!doctype html><html lang="es-CL"><head><meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    '<meta name="robots" content="noindex, nofollow" />',
    '<meta name="referrer" content="no-referrer" />',
    `<title>${xmlText(heading)} · ${xmlText(M.pageTitle)} · Colegio Le Beau Jour</title>`,
    `<style>${STYLE}</style></head><body><main>`,
    `<h1>${xmlText(heading)}</h1>`,
    body,
    `<p><a href="${DIGEST_PAGE.path}">${xmlText(M.backToSite)}</a></p>`,
    '</main></body></html>',
  ].join('');
}

const paragraph = (text: string) => `<p>${xmlText(text)}</p>`;

/** A page with one button that POSTs to its own address. */
export function buttonPage(heading: string, lead: string, button: string): string {
  return digestDocument(
    heading,
    `${paragraph(lead)}<form method="post"><button class="primary" type="submit">${xmlText(button)}</button></form>`,
  );
}

/** A page that says what happened. */
export function donePage(heading: string, text: string, extra = ''): string {
  return digestDocument(heading, `<p role="status">${xmlText(text)}</p>${extra}`);
}

const checkbox = (name: string, value: string, label: string, checked: boolean) =>
  `<label><input type="checkbox" name="${name}" value="${xmlText(value)}"${checked ? ' checked' : ''} /> ${xmlText(label)}</label>`;

/** The preferences' form: levels, kinds, save; and apart, "Darme de baja de todo". */
export function preferencesPage(choice: {
  niveles: readonly string[];
  tipos: readonly DigestKind[];
  message?: string;
  saved?: boolean;
}): string {
  const levels = CALENDAR_LEVELS.map((level) =>
    checkbox('nivel', level.id, level.nombre, choice.niveles.includes(level.id)),
  ).join('');
  const kinds = DIGEST_KINDS.map((kind) =>
    checkbox(kind, 'si', DIGEST_KIND_NAMES[kind], choice.tipos.includes(kind)),
  ).join('');
  return digestDocument(
    M.preferencesHeading,
    [
      choice.saved ? `<p role="status">${xmlText(M.saved)}</p>` : '',
      choice.message ? `<p class="error" role="alert">${xmlText(choice.message)}</p>` : '',
      paragraph(M.preferencesLead),
      '<form method="post"><input type="hidden" name="accion" value="guardar" />',
      `<fieldset><legend>${xmlText(M.levelsLegend)}</legend>${levels}</fieldset>`,
      `<fieldset><legend>${xmlText(M.kindsLegend)}</legend>${kinds}</fieldset>`,
      `<button class="primary" type="submit">${xmlText(M.saveButton)}</button></form>`,
      '<form method="post"><input type="hidden" name="accion" value="baja" />',
      `<p><button type="submit">${xmlText(M.leaveAllButton)}</button></p></form>`,
    ].join(''),
  );
}
