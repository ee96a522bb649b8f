import { describe, expect, it } from 'vitest';
import { planTime, rollupLevel } from '../../../src/modules/heat-map/grid';

describe('which stored cells answer a heat map question', () => {
  it('reads the coarsest stored level at least as fine as the grid, and the events beyond level 15', () => {
    expect([2, 3, 4, 5, 8, 11, 12, 14, 15, 16].map(rollupLevel)).toEqual([3, 3, 5, 5, 9, 11, 13, 15, 15, null]);
  });

  const at = (text: string) => new Date(text);

  it('splits a window into whole UTC months, the whole days around them and the partial days at its ends', () => {
    expect(planTime({ from: at('2024-04-29T15:00:00Z'), to: at('2024-07-02T06:00:00Z') })).toEqual({
      months: { from: '2024-05-01', to: '2024-07-01' },
      days: [
        { from: '2024-04-30', to: '2024-05-01' },
        { from: '2024-07-01', to: '2024-07-02' },
      ],
      events: [
        { from: at('2024-04-29T15:00:00Z'), to: at('2024-04-30T00:00:00Z') },
        { from: at('2024-07-02T00:00:00Z'), to: at('2024-07-02T06:00:00Z') },
      ],
    });
    expect(planTime({})).toEqual({ months: {}, days: [], events: [] });
    expect(planTime({ from: at('2024-06-01T00:00:00Z') })).toEqual({ months: { from: '2024-06-01' }, days: [], events: [] });
    expect(planTime({ from: at('2024-06-30T00:00:00Z') })).toEqual({
      months: { from: '2024-07-01' },
      days: [{ from: '2024-06-30', to: '2024-07-01' }],
      events: [],
    });
    // Within one month: whole days only.
    expect(planTime({ from: at('2024-06-10T00:00:00Z'), to: at('2024-06-20T12:00:00Z') })).toEqual({
      months: null,
      days: [{ from: '2024-06-10', to: '2024-06-20' }],
      events: [{ from: at('2024-06-20T00:00:00Z'), to: at('2024-06-20T12:00:00Z') }],
    });
    const within = { from: at('2024-06-30T01:00:00Z'), to: at('2024-06-30T23:00:00Z') };
    expect(planTime(within)).toEqual({ months: null, days: [], events: [within] });
  });

  it('reads the whole days from the events at the fine levels, which have no day cells', () => {
    expect(planTime({ from: at('2024-06-30T00:00:00Z'), to: at('2024-08-03T00:00:00Z') }, false)).toEqual({
      months: { from: '2024-07-01', to: '2024-08-01' },
      days: [],
      events: [
        { from: at('2024-06-30T00:00:00Z'), to: at('2024-07-01T00:00:00Z') },
        { from: at('2024-08-01T00:00:00Z'), to: at('2024-08-03T00:00:00Z') },
      ],
    });
  });
});
