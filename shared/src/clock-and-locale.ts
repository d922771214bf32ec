// Durations, the school's time zone and language, apart from limits.ts: the browser's entry chunk
// needs these (the session's and a page's code's timeouts) and every page formats with them, so
// they come without LIMITS, the news categories and the upload types, which few pages use.

export const TIMING = {
  carouselIntervalMs: 5_000,
  tokenTtlMs: 7_200_000,
  chunkLoadTimeoutMs: 120_000,
} as const;

export const TIME_ZONE = 'America/Santiago';
export const LOCALE = 'es-CL';
