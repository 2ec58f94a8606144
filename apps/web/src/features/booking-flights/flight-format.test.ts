import { describe, expect, it } from 'vitest';
import { routeLine } from './flight-format.ts';

describe('routeLine (the results heading’s route)', () => {
  it.each<[readonly string[], 'ltr' | 'rtl', string]>([
    [['CDG', 'JFK'], 'ltr', 'CDG → JFK'],
    [['CDG', 'JFK', 'LHR'], 'ltr', 'CDG → JFK → LHR'],
    // Right to left: each code isolated, so CDG stands rightmost and the arrow points on to JFK.
    [['CDG', 'JFK'], 'rtl', '\u2068CDG\u2069 ← \u2068JFK\u2069'],
  ])('%j %s', (codes, direction, expected) => {
    expect(routeLine(codes, direction)).toBe(expected);
  });
});
