import { APP_MESSAGES } from '@lbj/shared';

// Every Spanish text of the error views (a page that could not load or render, the whole site).

export const ERRORS_TEXT = {
  chunkTitle: 'No pudimos cargar esta página',
  chunkText:
    'Parece que la conexión se interrumpió mientras se cargaba la página. Revisa tu conexión a internet e inténtalo de nuevo.',
  renderTitle: 'Algo salió mal en esta página',
  renderText:
    'Ocurrió un error inesperado al mostrar esta página. Inténtalo de nuevo; si el problema continúa, vuelve al inicio.',
  retry: 'Reintentar',
  home: 'Volver al inicio',
  /** The site could not be shown at all (the title is a fixed text of the spec). */
  appTitle: APP_MESSAGES.unexpectedErrorTitle,
  appText:
    'Ocurrió un error inesperado y el sitio no se pudo mostrar. Puedes volver a la página de inicio e intentarlo otra vez.',
} as const;
