import type { ComponentType } from 'react';
import { pathWithoutLang } from '@lbj/shared';
import { matchPath } from 'react-router';
import { pages, type PageMeta } from '../content/pages.ts';
import { lazyRoute, type LazyRoute } from '../lib/lazy-route.ts';

// A test beside a route would otherwise become a chunk of its own, and what it imports (the
// router's MemoryRouter) part of the entry.
const modules = import.meta.glob<{ default: ComponentType }>([
  './routes/*.tsx',
  '!./routes/*.test.tsx',
]);

/** A page and its lazily loaded module (the build finds the module as app/routes/<route>.tsx). */
export interface AppRoute extends LazyRoute {
  page: PageMeta;
}

export const appRoutes: readonly AppRoute[] = pages.map((page) => {
  const key = `./routes/${page.route}.tsx`;
  const load = modules[key];
  if (!load) throw new Error(`Missing route module ${key}`);
  return { page, ...lazyRoute(page.route, load) };
});

/** The route of an address, in any language (`/fr/historia` is /historia's). */
export function findRoute(pathname: string): AppRoute | undefined {
  const path = pathWithoutLang(pathname);
  return appRoutes.find((route) => matchPath(route.page.path, path) !== null);
}
