/** "Compartir" of a news item (detail dialog and item page): its Spanish copy. */
export const NEWS_SHARE_TEXT = {
  share: 'Compartir',
  shareTarget: (titulo: string) => `la noticia «${titulo}»`,
  linksLabel: 'Compartir la noticia',
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
  newTab: '(se abre en una pestaña nueva)',
  copy: 'Copiar enlace',
  copied: 'Enlace copiado',
  copyFailed: 'No se pudo copiar. Selecciona el enlace y cópialo:',
  linkLabel: 'Enlace de la noticia',
} as const;
