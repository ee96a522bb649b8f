import { describe, expect, it } from 'vitest';
import { planTime, rollupLevel } from '../src/modules/heat-map/grid';

describe('which stored cells answer a heat map question', () => {
  it('reads the coarsest stored level at least as fine as the grid, and the events beyond level 11', () => {
    expect([2, 3, 4, 5, 8, 11, 12].map(rollupLevel)).toEqual([3, 3, 5, 5, 9, 11, null]);
  });

  it('splits a window into whole UTC days and the partial days at its ends', () => {
    const at = (text: string) => new Date(text);
    expect(planTime({ from: at('2024-06-29T15:00:00Z'), to: at('2024-07-02T06:00:00Z') })).toEqual({
      days: { from: '2024-06-30', to: '2024-07-02' },
      events: [
        { from: at('2024-06-29T15:00:00Z'), to: at('2024-06-30T00:00:00Z') },
        { from: at('2024-07-02T00:00:00Z'), to: at('2024-07-02T06:00:00Z') },
      ],
    });
    expect(planTime({ from: at('2024-06-30T00:00:00Z') })).toEqual({ days: { from: '2024-06-30' }, events: [] });
    expect(planTime({})).toEqual({ days: {}, events: [] });
    const within = { from: at('2024-06-30T01:00:00Z'), to: at('2024-06-30T23:00:00Z') };
    expect(planTime(within)).toEqual({ days: null, events: [within] });
  });
});
