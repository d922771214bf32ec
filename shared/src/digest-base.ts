import type { PublicFormState } from './public-forms.ts';

// What the sign-up page for the families' e-mail needs, apart from the rules and schemas of
// digest.ts: the pages' code imports these alone.

/** The sign-up form's page. */
export const DIGEST_PAGE = {
  path: '/boletin',
  /** The answer after a sign-up: the same page with this query, whatever the address was. */
  sentQuery: 'enviada',
  thanksPath: '/boletin?enviada=1#suscripcion',
} as const;

/** Page data keys the digest module fills (ADR 0024). */
export const DIGEST_PAGE_DATA = { form: 'boletin-formulario' } as const;

/** What a family may receive; the form's checkbox names. */
export const DIGEST_KINDS = ['noticias', 'calendario', 'urgentes'] as const;
export type DigestKind = (typeof DIGEST_KINDS)[number];

/** What the sign-up form's page reads from its page data. */
export type DigestFormState = PublicFormState & {
  /** Set on the answer page after a sign-up. */
  enviada?: boolean;
  /** The levels and kinds checked when the page is shown again after a refusal. */
  niveles?: string[];
  tipos?: string[];
};
