// What the banner's close control and the site's entry script share with the server: no zod here,
// so the few bytes the entry chunk needs come without the notice's schemas.

/** Where the banner's close form posts (it works without JavaScript); the API is API_PATHS.notice. */
export const NOTICE_DISMISS_PATH = '/aviso/cerrar';

/**
 * The cookie that remembers a dismissed banner: its value is the notice's `clave` (a short hash
 * of its level and text), so a changed notice shows again.
 */
export const NOTICE_COOKIE = {
  name: 'aviso_cerrado',
  maxAgeSeconds: 365 * 24 * 60 * 60,
} as const;

/** The names of the dismissal form's fields. */
export const NOTICE_DISMISS_FIELDS = { key: 'clave', returnTo: 'volver' } as const;

/** A `clave` as the server makes it, and the only cookie value the dismissal stores. */
export const NOTICE_KEY_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;
