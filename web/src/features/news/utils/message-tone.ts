export type MessageTone = 'success' | 'error';

/** a status message is green when it contains "éxito", otherwise red. */
export function messageTone(text: string): MessageTone {
  return text.includes('éxito') ? 'success' : 'error';
}
