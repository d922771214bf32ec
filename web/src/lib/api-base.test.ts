import { describe, expect, it } from 'vitest';
import { API_BASE, resolveImageUrl } from './api-base.ts';

describe('resolveImageUrl', () => {
  it('keeps an absolute http or https address as it is', () => {
    expect(resolveImageUrl('https://cdn.example.cl/foto.jpg')).toBe(
      'https://cdn.example.cl/foto.jpg',
    );
    expect(resolveImageUrl('http://cdn.example.cl/foto.jpg')).toBe(
      'http://cdn.example.cl/foto.jpg',
    );
    expect(resolveImageUrl('HTTPS://CDN.EXAMPLE.CL/FOTO.JPG')).toBe(
      'HTTPS://CDN.EXAMPLE.CL/FOTO.JPG',
    );
  });

  it('puts the backend address before a relative path, with exactly one slash between', () => {
    expect(resolveImageUrl('/uploads/news/a.webp')).toBe(`${API_BASE}/uploads/news/a.webp`);
    expect(resolveImageUrl('uploads/news/a.webp')).toBe(`${API_BASE}/uploads/news/a.webp`);
  });
});
