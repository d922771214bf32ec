/**
 * The public forms families send without an account (an admissions inquiry, a request to take a
 * photo down). They post to their page's own address and work without JavaScript; three checks
 * keep automated spam out without any third party.
 */
export const PUBLIC_FORM_FIELDS = {
  /** A field people never see: whoever fills it is a robot, thanked and ignored. */
  honeypot: 'sitio_web',
  /** When the server sent the form, signed: a person takes at least a few seconds to fill it. */
  stamp: 'formulario_inicio',
} as const;

/** Less time than this between serving a form and receiving it is not a person. */
export const PUBLIC_FORM_MIN_FILL_MS = 3_000;

/** What a page with a public form reads from its page data, besides its own content. */
export interface PublicFormState<Values extends Record<string, string> = Record<string, string>> {
  /** The signed stamp to send back in the hidden field. */
  stamp: string;
  /** What the family typed, after a refusal: the form shows it again, nothing is lost. */
  values?: Partial<Values>;
  /** A Spanish message per field name. */
  errors?: Partial<Record<keyof Values & string, string>>;
  /** A message about the whole form (too fast, too many). */
  message?: string;
}
