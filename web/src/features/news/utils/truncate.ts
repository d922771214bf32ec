import { LIMITS } from '@lbj/shared';

/**
 * Cuts a text after `max` characters and adds an ellipsis (card descriptions, 150).
 * Counts code points, so an emoji or accented letter is never split in half.
 */
export function truncateText(text: string, max: number = LIMITS.cardDescriptionMax): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  return `${characters.slice(0, max).join('').trimEnd()}…`;
}
