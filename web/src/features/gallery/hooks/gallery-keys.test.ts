import { describe, expect, it } from 'vitest';
import { galleryKeys } from './gallery-keys.ts';

describe('galleryKeys', () => {
  it('keeps every gallery query under "gallery", one key per year', () => {
    expect(galleryKeys.all).toEqual(['gallery']);
    expect(galleryKeys.year(2020)).toEqual(['gallery', 'year', 2020]);
    expect(galleryKeys.year(2019)).not.toEqual(galleryKeys.year(2020));
  });
});
