/**
 * The two The fixed error texts that every page's entry chunk shows (a chunk that cannot load, an error
 * nothing else caught), in their own module: the entry then carries neither MESSAGES nor the
 * other messages (an object spread or a shared module would keep them all).
 */
export const APP_MESSAGES = {
  chunkLoadFailed: (id: string) => `Loading chunk ${id} failed.`,
  unexpectedErrorTitle: 'Unexpected Application Error!',
} as const;
