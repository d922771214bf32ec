import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format.ts';

describe('formatFileSize', () => {
  it.each([
    [830, '830 bytes'],
    [1024, '1 KB'],
    [2150, '2,1 KB'],
    [1024 * 1024 * 1.44, '1,4 MB'],
    [3 * 1024 * 1024, '3 MB'],
    // What the news photo and the gallery's selection showed with their own copies.
    [840 * 1024, '840 KB'],
    [1.25 * 1024 * 1024, '1,3 MB'],
    [2000, '2 KB'],
    [1024 * 1024 - 1, '1024 KB'],
    [1023, '1023 bytes'],
    // Exactly 1 MB is written in MB; one decimal at most, and no thousands separator.
    [1024 * 1024, '1 MB'],
    [1024 * 1024 * 1.96, '2 MB'],
    [1024 * 1024 * 1536.27, '1536,3 MB'],
  ])('%d bytes reads %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
