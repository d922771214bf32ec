/** The whole mailto: URL stays strictly below this many characters (some mail clients cut longer ones). */
export const MAILTO_MAX_LENGTH = 2000;
/** The name is cut to this many characters in the subject and the signature. */
export const NAME_MAX_CHARS = 80;

export interface MailtoInput {
  /** Recipient (the school's address). */
  to: string;
  name: string;
  email: string;
  message: string;
}

export interface MailtoOptions {
  /** Text before the sender's name in the subject. */
  subjectPrefix: string;
  nameLabel?: string;
  emailLabel?: string;
  maxLength?: number;
}

export interface MailtoResult {
  url: string;
  subject: string;
  body: string;
  /** True when the message (or, in extreme cases, the name) had to be shortened to fit. */
  truncated: boolean;
}

const ELLIPSIS = '…';

/** Replaces lone UTF-16 surrogates, which encodeURIComponent rejects. */
function wellFormed(text: string): string {
  return text.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '\uFFFD',
  );
}

/** Cuts to `max` code points (never splitting a character), adding an ellipsis when cut. */
function cut(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars.slice(0, Math.max(0, max)).join('').trimEnd()}${ELLIPSIS}`;
}

/** Largest n in [0, max] for which fits(n) holds, given fits is monotone (fits(0) assumed). */
function largestFitting(max: number, fits: (n: number) => boolean): number {
  let low = 0;
  let high = max;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(mid)) low = mid;
    else high = mid - 1;
  }
  return low;
}

/**
 * Builds the mailto: URL that opens the visitor's mail client with the message ready: the
 * subject carries the sender's name, the body the message followed by name and e-mail.
 * The URL is kept under `maxLength` by shortening the message first; the e-mail is never cut.
 */
export function buildMailto(input: MailtoInput, options: MailtoOptions): MailtoResult {
  const maxLength = options.maxLength ?? MAILTO_MAX_LENGTH;
  const nameLabel = options.nameLabel ?? 'Nombre';
  const emailLabel = options.emailLabel ?? 'Correo';
  const fullName = wellFormed(input.name).replace(/\s+/g, ' ').trim();
  const email = wellFormed(input.email).trim();
  const message = wellFormed(input.message)
    .trim()
    .replace(/\r\n|\r|\n/g, '\r\n');

  const compose = (name: string, text: string) => {
    const subject = `${options.subjectPrefix} ${name}`;
    const signature = `${nameLabel}: ${name}\r\n${emailLabel}: ${email}`;
    const body = text ? `${text}\r\n\r\n--\r\n${signature}` : signature;
    const url = `mailto:${input.to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
    return { url, subject, body };
  };
  const fits = (name: string, text: string) => compose(name, text).url.length < maxLength;

  let name = cut(fullName, NAME_MAX_CHARS);
  let truncated = name !== fullName;
  if (!fits(name, '')) {
    // Only a pathological name gets here: shorten it until the bare signature fits.
    const nameChars = Array.from(fullName);
    const keep = largestFitting(nameChars.length, (n) => fits(cut(fullName, n), ''));
    name = cut(fullName, keep);
    truncated = true;
  }

  let text = message;
  if (!fits(name, text)) {
    const chars = Array.from(message);
    const keep = largestFitting(chars.length, (n) => fits(name, cut(message, n)));
    text = keep > 0 ? cut(message, keep) : '';
    truncated = true;
  }

  return { ...compose(name, text), truncated };
}
