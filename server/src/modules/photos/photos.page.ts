import {
  PHOTO_KEY,
  PHOTO_LIMITS,
  PHOTO_REQUEST_FIELDS as F,
  PHOTO_REQUEST_MESSAGES_BY_LANG,
  PHOTO_REQUEST_PAGE_DATA_KEY,
  PHOTO_REQUEST_PATHS,
  langOfPath,
  type PhotoRequestMessages,
  type PhotoRequestPageData,
} from '@lbj/shared';
import type { PageDataLoader, PageFormHandler } from '../../lib/feature-module.ts';
import type { PublicFormGuard } from '../../lib/public-form.ts';
import type { PhotosService } from './photos.service.ts';

// The request form's page (/fotos/solicitar-retiro?foto=<key>): its data (the photo's preview, a
// fresh stamp) and what a submission does, with or without JavaScript (ADR 0042). Its messages
// are in the language of the page the form was sent from (/fotos/…, /fr/fotos/…, /en/fotos/…).

type Values = NonNullable<PhotoRequestPageData['values']>;
type Errors = NonNullable<PhotoRequestPageData['errors']>;

/** An address a person can write to: something@something.something, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const chars = (text: string) => [...text].length;

/**
 * The fields as typed (trimmed, each cut at a bound no person reaches), and a message per field
 * (from `messages`, the page's language's).
 */
function check(
  fields: Readonly<Record<string, string>>,
  messages: PhotoRequestMessages,
): { values: Values; errors: Errors } {
  const read = (name: string) => (fields[name] ?? '').trim().slice(0, 5000);
  const values: Values = {
    foto: read(F.foto),
    nombre: read(F.nombre),
    email: read(F.email),
    relacion: read(F.relacion),
    motivo: read(F.motivo),
  };
  const errors: Errors = {};
  const { nombre = '', email = '', relacion = '', motivo = '' } = values;
  if (nombre === '') errors.nombre = messages.nombreRequired;
  else if (chars(nombre) > PHOTO_LIMITS.nombreMax) errors.nombre = messages.nombreTooLong;
  if (email === '') errors.email = messages.emailRequired;
  else if (email.length > PHOTO_LIMITS.emailMax || !EMAIL.test(email)) {
    errors.email = messages.emailInvalid;
  }
  if (relacion === '') errors.relacion = messages.relacionRequired;
  else if (chars(relacion) > PHOTO_LIMITS.relacionMax) {
    errors.relacion = messages.relacionTooLong;
  }
  if (motivo === '') errors.motivo = messages.requestMotivoRequired;
  else if (chars(motivo) > PHOTO_LIMITS.motivoMax) {
    errors.motivo = messages.requestMotivoTooLong;
  }
  return { values, errors };
}

export function createPhotoRequestPage({
  service,
  guard,
}: {
  service: Pick<PhotosService, 'find' | 'submit'>;
  guard: PublicFormGuard;
}): { pageData: Record<string, PageDataLoader>; pageForms: Record<string, PageFormHandler> } {
  /** The photo the form is about, by its key, while it is shown somewhere. */
  const photo = async (key: string | null | undefined): Promise<PhotoRequestPageData['foto']> => {
    if (!key || !PHOTO_KEY.test(key)) return null;
    const place = await service.find(key);
    return place ? { clave: key, vista: place.vista, origen: place.origen } : null;
  };

  const pageData: PageDataLoader = async ({ url }): Promise<PhotoRequestPageData> => ({
    stamp: guard.stamp(),
    foto: await photo(url.searchParams.get(F.foto)),
  });

  const submit: PageFormHandler = async ({ fields, ip, url }) => {
    const lang = langOfPath(url.pathname);
    const messages = PHOTO_REQUEST_MESSAGES_BY_LANG[lang];
    const again = async (status: number, extra: Omit<PhotoRequestPageData, 'stamp' | 'foto'>) => ({
      status,
      data: {
        [PHOTO_REQUEST_PAGE_DATA_KEY]: {
          stamp: guard.stamp(),
          foto: await photo(fields[F.foto] ?? url.searchParams.get(F.foto)),
          ...extra,
        } satisfies PhotoRequestPageData,
      },
    });
    const verdict = await guard.check(fields, ip, lang);
    // A robot is thanked like a family, and nothing is stored.
    if (verdict.kind === 'ignore') return { redirect: PHOTO_REQUEST_PATHS.sent };
    const { values, errors } = check(fields, messages);
    if (verdict.kind === 'refuse')
      return again(verdict.status, { values, message: verdict.message });
    const foto = await photo(values.foto);
    if (!foto) return again(400, { values, errors, message: messages.photoMissing });
    if (Object.keys(errors).length > 0) return again(400, { values, errors });
    await service.submit({
      foto: foto.clave,
      nombre: values.nombre ?? '',
      email: values.email ?? '',
      relacion: values.relacion ?? '',
      motivo: values.motivo ?? '',
    });
    return { redirect: PHOTO_REQUEST_PATHS.sent };
  };

  return {
    pageData: { [PHOTO_REQUEST_PAGE_DATA_KEY]: pageData },
    pageForms: { [PHOTO_REQUEST_PATHS.form]: submit },
  };
}
