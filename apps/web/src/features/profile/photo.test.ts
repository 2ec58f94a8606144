import { describe, expect, it } from 'vitest';
import { photoProblem, squareCrop } from './photo.ts';

describe('profile photo rules', () => {
  it.each<[string, string, number, string | null]>([
    ['a small PNG', 'image/png', 200_000, null],
    ['a JPEG of exactly 5 MB', 'image/jpeg', 5 * 1024 * 1024, null],
    ['a WebP', 'image/webp', 10, null],
    ['a GIF', 'image/gif', 10, 'type'],
    ['an SVG', 'image/svg+xml', 10, 'type'],
    ['a PDF', 'application/pdf', 10, 'type'],
    ['a JPEG over 5 MB', 'image/jpeg', 5 * 1024 * 1024 + 1, 'size'],
  ])('%s', (_name, type, size, expected) => {
    expect(photoProblem({ type, size })).toBe(expected);
  });

  it('crops the centred square', () => {
    expect(squareCrop(400, 200)).toEqual({ sx: 100, sy: 0, side: 200 });
    expect(squareCrop(200, 401)).toEqual({ sx: 0, sy: 101, side: 200 });
  });
});
