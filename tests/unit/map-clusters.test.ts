import { describe, expect, it } from 'vitest';
import { clusterPoints } from '#ui/map-clusters.ts';

// A marker pill: wide and low.
const pill = { width: 120, height: 32 };

describe('clusterPoints', () => {
  it('groups points whose pills would overlap a group’s first point and keeps the others apart', () => {
    const points = [
      { x: 0, y: 0 },
      { x: 0, y: 100 },
      { x: 100, y: 20 },
      { x: 60, y: 110 },
      { x: 125, y: 0 },
      { x: 300, y: 300 },
    ];
    expect(clusterPoints(points, pill)).toEqual([[0, 2], [1, 3], [4], [5]]);
  });

  it('puts points on the same spot together, and every point in exactly one group', () => {
    const points = Array.from({ length: 12 }, (_, i) => (i % 3 === 0 ? { x: 50, y: 50 } : { x: i * 200, y: 200 }));
    const groups = clusterPoints(points, pill);
    expect(groups[0]).toEqual([0, 3, 6, 9]);
    expect(groups.flat().sort((a, b) => a - b)).toEqual(points.map((_, i) => i));
  });

  it('answers nothing for no points', () => {
    expect(clusterPoints([], pill)).toEqual([]);
  });
});
