/*
 * The backend's address, apart from the API client: a page that only shows what the server put
 * in it (news images from the page data) resolves addresses without loading the client, its
 * session handling and its response schemas (ADR 0033). api-client.ts re-exports these.
 */

/**
 * The backend address ({host}). Empty means the site's own origin, the default:
 * one Node process serves the site and the API.
 */
export const API_BASE: string = (import.meta.env.VITE_API_URL ?? '').replace(/\/$/, '');

export function apiUrl(path: string): string {
  return `${API_BASE}${path}`;
}

/** Relative image paths are prefixed with the backend address. */
export function resolveImageUrl(imagen: string): string {
  return /^https?:\/\//i.test(imagen)
    ? imagen
    : apiUrl(imagen.startsWith('/') ? imagen : `/${imagen}`);
}
