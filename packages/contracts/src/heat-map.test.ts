import { describe, expect, it } from 'vitest';
import { cellSize, gridArea, gridExponent, snapBounds } from './heat-map';

describe('heat map grid', () => {
  it('uses 64-pixel cells for clusters and 32-pixel cells for the heat layer', () => {
    // The world is 256·2^zoom pixels wide.
    expect((256 * 2 ** 3) / (360 / cellSize(gridExponent(3, 'clusters')))).toBe(64);
    expect((256 * 2 ** 3) / (360 / cellSize(gridExponent(3, 'heat')))).toBe(32);
  });

  it('lists the rows and columns a box touches', () => {
    const area = gridArea({ south: 0, west: 0, north: 10, east: 20 }, 5); // 11.25° cells
    expect(area).toEqual({ exponent: 5, rows: [8, 8], columns: [[16, 17]], cells: 2 });
  });

  it('takes every longitude when the box is a whole turn or more', () => {
    expect(gridArea({ south: -85, west: -300, north: 85, east: 300 }, 4).columns).toBeNull();
    expect(gridArea({ south: -85, west: -180, north: 85, east: 180 }, 4).cells).toBe(8 * 16);
  });

  it('splits a box across the antimeridian, also when Leaflet reports unwrapped longitudes', () => {
    expect(gridArea({ south: 0, west: 170, north: 1, east: 190 }, 5).columns).toEqual([
      [31, 31],
      [0, 0],
    ]);
    expect(gridArea({ south: 0, west: -190, north: 1, east: -170 }, 5).columns).toEqual([
      [31, 31],
      [0, 0],
    ]);
  });

  it('snaps a box to cell centres that fall in the same cells', () => {
    const box = { south: 48.1, west: 2.2, north: 49.3, east: 2.9 };
    for (const exponent of [4, 9, 14]) {
      const snapped = snapBounds(box, exponent);
      expect(gridArea(snapped, exponent)).toEqual(gridArea(box, exponent));
      expect(snapBounds({ ...box, west: box.west + 0.0001 }, exponent)).toEqual(snapped);
    }
    const wrapped = snapBounds({ south: 0, west: 170, north: 1, east: 190 }, 5);
    expect(gridArea(wrapped, 5).columns).toEqual([
      [31, 31],
      [0, 0],
    ]);
    expect(snapBounds({ south: -90, west: -180, north: 90, east: 180 }, 3)).toEqual({ south: -67.5, west: -180, north: 90, east: 180 });
  });
});
