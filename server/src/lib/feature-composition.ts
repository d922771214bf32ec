import type {
  FeatureModule,
  PhotoOwner,
  PageDataLoader,
  PageFormHandler,
  PageRequestContext,
} from './feature-module.ts';

/** Every module's page data loaders by key; two modules may not claim the same key. */
export function pageDataLoaders(modules: readonly FeatureModule[]): Record<string, PageDataLoader> {
  const loaders: Record<string, PageDataLoader> = {};
  for (const module of modules) {
    for (const [key, loader] of Object.entries(module.pageData ?? {})) {
      if (key in loaders) throw new Error(`Two modules provide the page data "${key}"`);
      loaders[key] = loader;
    }
  }
  return loaders;
}

/** The banners of every module that has one, one after the other; null when none says anything. */
export function pageBanners(
  modules: readonly FeatureModule[],
): (context: PageRequestContext) => Promise<string | null> {
  const banners = modules.flatMap((module) => (module.pageBanner ? [module.pageBanner] : []));
  return async (context) => {
    const parts = await Promise.all(banners.map((banner) => Promise.resolve(banner(context))));
    const html = parts.filter((part): part is string => Boolean(part)).join('');
    return html === '' ? null : html;
  };
}

/** Every module's public form handlers by page path; two modules may not claim the same page. */
export function pageFormHandlers(
  modules: readonly FeatureModule[],
): Record<string, PageFormHandler> {
  const handlers: Record<string, PageFormHandler> = {};
  for (const module of modules) {
    for (const [page, handler] of Object.entries(module.pageForms ?? {})) {
      if (page in handlers) throw new Error(`Two modules take the form of the page "${page}"`);
      handlers[page] = handler;
    }
  }
  return handlers;
}

/** Every module that shows stored photos (modules/photos takes a photo down from all of them). */
export function photoOwners(modules: readonly FeatureModule[]): PhotoOwner[] {
  return modules.flatMap((module) => (module.photos ? [module.photos] : []));
}

/** True when any module says this image key was taken down. */
export function uploadsGone(modules: readonly FeatureModule[]): (key: string) => Promise<boolean> {
  return async (key) => {
    for (const module of modules) if ((await module.uploadGone?.(key)) === true) return true;
    return false;
  };
}
