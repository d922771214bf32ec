import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format.ts';

describe('formatFileSize', () => {
  it.each([
    [830, '830 bytes'],
    [1024, '1 KB'],
    [2150, '2,1 KB'],
    [1024 * 1024 * 1.44, '1,4 MB'],
    [3 * 1024 * 1024, '3 MB'],
  ])('%d bytes reads %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
