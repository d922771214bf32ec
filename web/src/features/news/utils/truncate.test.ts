import { describe, expect, it } from 'vitest';
import { truncateText } from './truncate.ts';

describe('truncateText', () => {
  it('leaves a text of at most 150 characters as it is', () => {
    const text = 'a'.repeat(150);
    expect(truncateText(text)).toBe(text);
    expect(truncateText('Reunión de apoderados')).toBe('Reunión de apoderados');
  });

  it('cuts a longer text at 150 characters and adds an ellipsis', () => {
    const text = `${'b'.repeat(150)}cdef`;
    expect(truncateText(text)).toBe(`${'b'.repeat(150)}…`);
  });

  it('drops spaces left before the ellipsis', () => {
    const text = `${'c'.repeat(148)}  siguiente palabra`;
    expect(truncateText(text)).toBe(`${'c'.repeat(148)}…`);
  });

  it('counts characters, not UTF-16 units, so emoji and accents are never split', () => {
    const text = '🎉'.repeat(151);
    const result = truncateText(text);
    expect(result).toBe(`${'🎉'.repeat(150)}…`);
    expect(truncateText('ñandú', 3)).toBe('ñan…');
  });
});
