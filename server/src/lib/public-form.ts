import crypto from 'node:crypto';
import { PUBLIC_FORM_FIELDS, PUBLIC_FORM_MIN_FILL_MS, type Lang } from '@lbj/shared';
import type { Clock } from './feature-module.ts';

/** A stamp older than this is refused like a missing one: the page is shown again with a new one. */
const STAMP_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export const PUBLIC_FORM_MESSAGES = {
  tooFast:
    'Por seguridad, el formulario necesita unos segundos más. Tus datos siguen aquí: revísalos y vuelve a enviarlo.',
  tooMany:
    'Recibimos varios envíos desde tu conexión en poco tiempo. Espera una hora y vuelve a intentarlo, o llámanos por teléfono.',
} as const;

/** The guard's messages in one language: every key of the Spanish ones. */
type PublicFormMessages = { readonly [K in keyof typeof PUBLIC_FORM_MESSAGES]: string };

/** The guard's messages on each language's pages (the form's page shows them). */
export const PUBLIC_FORM_MESSAGES_BY_LANG: Readonly<Record<Lang, PublicFormMessages>> = {
  es: PUBLIC_FORM_MESSAGES,
  fr: {
    tooFast:
      'Par sécurité, le formulaire a besoin de quelques secondes de plus. Vos informations sont toujours là : vérifiez-les et renvoyez le formulaire.',
    tooMany:
      'Nous avons reçu plusieurs envois depuis votre connexion en peu de temps. Attendez une heure avant de réessayer, ou appelez-nous.',
  },
  en: {
    tooFast:
      'For security, the form needs a few more seconds. Your details are still here: check them and send the form again.',
    tooMany:
      'We have received several submissions from your connection in a short time. Please wait an hour and try again, or give us a call.',
  },
};

/** What the guard decides about one submission. */
type PublicFormVerdict =
  | { kind: 'accept' }
  /** The honeypot was filled: answer as if it were accepted, store nothing. */
  | { kind: 'ignore' }
  | { kind: 'refuse'; status: 400 | 429; message: string };

export interface PublicFormGuard<
  Verdict extends PublicFormVerdict | Promise<PublicFormVerdict> =
    PublicFormVerdict | Promise<PublicFormVerdict>,
> {
  /** A new signed stamp for a form about to be served. */
  stamp(): string;
  /**
   * Checks a submission's hidden fields and its address's recent count, in that order: the
   * honeypot (silently ignored), the per-address limit (429), the fill time (400). Every
   * submission that is not ignored counts towards the limit, accepted or not. A refusal's message
   * is in `lang`, the language of the page the form was sent from (Spanish when absent).
   */
  check(fields: Readonly<Record<string, string>>, address: string, lang?: Lang): Verdict;
}

/** A per-address limit counted outside the process (several processes share it, ADR 0052). */
export interface AddressLimit {
  /** Counts a submission from `address` at `now` unless `max` fall within `windowMs`: true if counted. */
  take(address: string, now: number, windowMs: number, max: number): Promise<boolean>;
}

export interface PublicFormGuardOptions {
  /** The server's signing secret; stamps are signed with a key derived from it. */
  secret: Uint8Array;
  clock: Clock;
  /** The least time between serving a form and receiving it (default 3 s). */
  minFillMs?: number;
  /** Submissions per address in `windowMs` (default 5 an hour). */
  maxPerAddress?: number;
  windowMs?: number;
  /** Where the per-address counts are kept; in memory when absent (one process). */
  addressLimit?: AddressLimit;
}

/** Addresses the per-address limit keeps track of at most. */
const MAX_ADDRESSES = 10_000;

/**
 * The spam defence of the public forms, with no third party: a honeypot field, a minimum fill time
 * carried by a signed stamp in the form (a robot cannot forge an old one), and a per-address limit
 * kept in memory (a restart forgets it, which only ever lets a family through), or in the shared
 * database when several processes answer the forms.
 */
/** Counted in memory: its verdicts come at once. */
export function createPublicFormGuard(
  options: PublicFormGuardOptions & { addressLimit?: undefined },
): PublicFormGuard<PublicFormVerdict>;
export function createPublicFormGuard(options: PublicFormGuardOptions): PublicFormGuard;
export function createPublicFormGuard({
  secret,
  clock,
  minFillMs = PUBLIC_FORM_MIN_FILL_MS,
  maxPerAddress = 5,
  windowMs = 60 * 60 * 1000,
  addressLimit,
}: PublicFormGuardOptions): PublicFormGuard {
  const key = crypto.createHmac('sha256', secret).update('public-form-stamp').digest();
  const sign = (issued: string) =>
    crypto.createHmac('sha256', key).update(issued).digest('base64url');
  const recent = new Map<string, number[]>();

  const issuedAt = (stamp: string | undefined): number | null => {
    const [issued, signature] = (stamp ?? '').split('.');
    if (!issued || !signature || !/^\d{1,15}$/.test(issued)) return null;
    const expected = Buffer.from(sign(issued));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
    return Number(issued);
  };

  const countAttempt = (address: string, now: number): boolean => {
    const since = now - windowMs;
    const times = (recent.get(address) ?? []).filter((time) => time > since);
    // Old addresses leave the map, so it holds only the last window's; under a spray of live
    // addresses, the ones seen first go too (as with failed logins), so memory stays bounded.
    if (recent.size > MAX_ADDRESSES) {
      for (const [other, list] of recent) {
        if (list.every((time) => time <= since)) recent.delete(other);
      }
      for (const other of recent.keys()) {
        if (recent.size <= MAX_ADDRESSES) break;
        if (other !== address) recent.delete(other);
      }
    }
    if (times.length >= maxPerAddress) {
      recent.set(address, times);
      return false;
    }
    times.push(now);
    recent.set(address, times);
    return true;
  };

  return {
    stamp: () => {
      const issued = String(clock().getTime());
      return `${issued}.${sign(issued)}`;
    },
    check(fields, address, lang = 'es') {
      if ((fields[PUBLIC_FORM_FIELDS.honeypot] ?? '').trim() !== '') return { kind: 'ignore' };
      const messages = PUBLIC_FORM_MESSAGES_BY_LANG[lang];
      const now = clock().getTime();
      const verdict = (counted: boolean): PublicFormVerdict => {
        if (!counted) return { kind: 'refuse', status: 429, message: messages.tooMany };
        const issued = issuedAt(fields[PUBLIC_FORM_FIELDS.stamp]);
        const age = issued === null ? -1 : now - issued;
        if (age < minFillMs || age > STAMP_MAX_AGE_MS) {
          return { kind: 'refuse', status: 400, message: messages.tooFast };
        }
        return { kind: 'accept' };
      };
      return addressLimit
        ? addressLimit.take(address, now, windowMs, maxPerAddress).then(verdict)
        : verdict(countAttempt(address, now));
    },
  };
}

/**
 * An urlencoded form body as one string per field (the last value of a repeated name wins; an
 * unchecked checkbox is absent). Names and values beyond plain text are the handler's to check.
 */
export function parseFormBody(body: string): Record<string, string> {
  // No prototype: a field named `__proto__` is a field like any other.
  const fields = Object.create(null) as Record<string, string>;
  const params = new URLSearchParams(body);
  for (const [name, value] of params) fields[name] = value;
  // Every value of a repeated name (a group of checkboxes), out of sight of the one-string view.
  Object.defineProperty(fields, ALL_VALUES, { value: params, enumerable: false });
  return fields;
}

const ALL_VALUES = Symbol('all form values');

/**
 * Every value a form sent under `name`, in order (the levels a family checked): from a body
 * parseFormBody read, else the one value the fields hold.
 */
export function formValues(fields: Readonly<Record<string, string>>, name: string): string[] {
  const params = (fields as { [ALL_VALUES]?: URLSearchParams })[ALL_VALUES];
  if (params) return params.getAll(name);
  const value = fields[name];
  return value === undefined ? [] : [value];
}
