// @time-zones
// The removal request form posted as a browser does, over HTTP, from the French and English
// pages (/fr/fotos/solicitar-retiro, /en/…): the server's answer is in the page's language, the
// spam defence's too; the Spanish page's messages stay as they are.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  LANGS,
  PHOTO_MESSAGES,
  PHOTO_REQUEST_MESSAGES_BY_LANG,
  PHOTO_REQUEST_PAGE_DATA_KEY,
  PHOTO_REQUEST_PATHS,
  PUBLIC_FORM_FIELDS,
  pathInLang,
  type PhotoRequestPageData,
} from '@lbj/shared';
import { PUBLIC_FORM_MESSAGES_BY_LANG } from '../../lib/public-form.ts';
import { pageDataOf } from '../../test/admissions-site.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';

const TEMPLATE = `<!doctype html><html><head></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>`;

/** A built site with the request form's page in each language; its render bundle writes the data. */
function builtSite(root: string): string {
  const webDist = path.join(root, 'client');
  fs.mkdirSync(webDist, { recursive: true });
  fs.mkdirSync(path.join(root, 'server'), { recursive: true });
  fs.writeFileSync(path.join(webDist, '_page-retiro.html'), TEMPLATE);
  fs.writeFileSync(
    path.join(webDist, 'pages.json'),
    JSON.stringify({
      pages: LANGS.map((lang) => ({
        path: pathInLang(lang, PHOTO_REQUEST_PATHS.form),
        file: '_page-retiro.html',
        data: [PHOTO_REQUEST_PAGE_DATA_KEY],
      })),
      clientRoutes: [],
    }),
  );
  fs.writeFileSync(
    path.join(root, 'server/entry-server.js'),
    `export async function renderWithData(location) { return '<main data-location="' + location + '"></main>'; }`,
  );
  return webDist;
}

const UNKNOWN = 'cd'.repeat(16);
const BAD = { foto: UNKNOWN, nombre: ' ', email: 'carolina', relacion: '', motivo: '' };

let now: Date;
let root: string;
let t: TestApp;
beforeEach(async () => {
  now = new Date('2026-05-04T14:00:00.000Z');
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-photo-form-'));
  t = await createTestApp({ WEB_DIST: builtSite(root) }, { now: () => now });
});
afterEach(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const dataOf = (body: string) =>
  pageDataOf(body)[PHOTO_REQUEST_PAGE_DATA_KEY] as PhotoRequestPageData;

/** Loads the form at `page`, waits `seconds`, posts `fields` to it as a browser does. */
async function send(page: string, fields: Record<string, string>, seconds = 10) {
  const served = await t.app.inject({ url: `${page}?foto=${UNKNOWN}` });
  expect(served.statusCode).toBe(200);
  now = new Date(now.getTime() + seconds * 1000);
  return t.app.inject({
    method: 'POST',
    url: page,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      [PUBLIC_FORM_FIELDS.stamp]: dataOf(served.body).stamp,
      [PUBLIC_FORM_FIELDS.honeypot]: '',
      ...fields,
    }).toString(),
  });
}

describe('the removal request form in French and English', () => {
  it('answers a bad submission to /fr/fotos/solicitar-retiro in French, beside each field', async () => {
    const response = await send('/fr/fotos/solicitar-retiro', BAD);
    expect(response.statusCode).toBe(400);
    expect(dataOf(response.body)).toMatchObject({
      message:
        'Cette photo n’est plus publiée, ou l’adresse est incomplète. Revenez à la photo et utilisez son lien « Demander le retrait de cette photo ».',
      errors: {
        nombre: 'Indiquez votre nom.',
        email: 'Vérifiez votre adresse e-mail : elle doit avoir la forme nom@domaine.cl.',
        relacion: 'Indiquez votre lien avec l’élève (par exemple : mère, père, responsable légal).',
        motivo: 'Dites-nous pourquoi vous souhaitez que nous retirions la photo.',
      },
      values: { email: 'carolina' },
    });
  });

  it('answers in English on the English page, the spam defence too', async () => {
    const bad = await send('/en/fotos/solicitar-retiro', BAD);
    expect(dataOf(bad.body).errors?.motivo).toBe(
      'Please tell us why you would like us to remove the photo.',
    );
    const fast = await send('/en/fotos/solicitar-retiro', BAD, 1);
    expect(fast.statusCode).toBe(400);
    expect(dataOf(fast.body).message).toBe(PUBLIC_FORM_MESSAGES_BY_LANG.en.tooFast);
  });

  it('keeps the Spanish page’s messages as they were', async () => {
    const response = await send(PHOTO_REQUEST_PATHS.form, BAD);
    expect(dataOf(response.body)).toMatchObject({
      message: PHOTO_MESSAGES.photoMissing,
      errors: { nombre: PHOTO_MESSAGES.nombreRequired, email: PHOTO_MESSAGES.emailInvalid },
    });
    expect(PHOTO_REQUEST_MESSAGES_BY_LANG.es).toBe(PHOTO_MESSAGES);
  });
});
