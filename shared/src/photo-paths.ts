// The removal request's addresses alone: the browser's entry chunk (the route table) imports them,
// and nothing else of the photos comes with them.

/** The public pages of a removal request: the form, and what the family sees once it is sent. */
export const PHOTO_REQUEST_PATHS = {
  form: '/fotos/solicitar-retiro',
  sent: '/fotos/solicitud-recibida',
} as const;

/** The page data key of the request form: the photo's preview, the stamp, what was typed. */
export const PHOTO_REQUEST_PAGE_DATA_KEY = 'retiro-foto';
