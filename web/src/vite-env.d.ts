/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Backend address; empty or unset means the site's own origin. */
  readonly VITE_API_URL?: string;
}
