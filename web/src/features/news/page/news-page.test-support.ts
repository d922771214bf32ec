// Test data of the item page (not a test file itself).
import type { NewsArticleView } from '@lbj/shared';

/** An item's view with markup and quotes in its title, as the server embeds it. */
export const VIEW: NewsArticleView = {
  id: 42,
  titulo: 'Feria </script> "científica"',
  categoria: 'Académico',
  fecha: '2026-03-14T15:09:26.000Z',
  fechaTexto: '14 de marzo de 2026',
  parrafos: ['Uno.', 'Dos,\nsigue.'],
  idioma: 'es',
  aviso: null,
  imagen: {
    src: '/uploads/k-960.webp',
    srcSet: '/uploads/k-480.webp 480w',
    retiro: '/fotos/solicitar-retiro?foto=k',
  },
};
