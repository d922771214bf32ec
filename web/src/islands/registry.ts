import type { ComponentType } from 'react';
import type { IslandProps } from './island.tsx';

type Loader = () => Promise<ComponentType<IslandProps>>;

// Each island's props are the JSON its page carries; the page wrote them from the same component.
const as = (component: ComponentType<never>) => component as ComponentType<IslandProps>;

/**
 * Every island's code, by the name its `island()` declaration gives it. Each loads on its own
 * (a chunk per island; React and what islands share in chunks of their own), only on a page
 * that has it, when it comes near the screen or is first used.
 */
export const islandLoaders: Readonly<Record<string, Loader>> = {
  carrusel: () => import('../app/islands/home-carousel.tsx').then((m) => as(m.HomeCarousel)),
  mapa: () => import('../app/islands/map.tsx').then((m) => as(m.SchoolMap)),
  noticias: () => import('../app/islands/news-board.tsx').then((m) => as(m.NewsBoard)),
  compartir: () =>
    import('../features/news/components/news-item-share.tsx').then((m) => as(m.NewsItemShare)),
  correo: () =>
    import('../features/contact/components/contact-form.tsx').then((m) => as(m.ContactForm)),
  'retiro-personal': () =>
    import('../app/islands/staff-take-down-link.tsx').then((m) => as(m.StaffTakeDownLink)),
};
