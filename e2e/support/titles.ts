import { randomBytes } from 'node:crypto';

/** A title no other test (nor an earlier run on the same data) uses: `label` and a random word. */
export const unique = (label: string): string => `${label} ${randomBytes(4).toString('hex')}`;

/**
 * The random word `unique` ends a title with. `/news?q=` with it finds the item on page 1
 * whatever the tests running alongside published meanwhile (scheduled items sort first in the
 * administrator's list, so page 1 is not "the newest uploads").
 */
export const tagOf = (titulo: string): string => titulo.slice(titulo.lastIndexOf(' ') + 1);
