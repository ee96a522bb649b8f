import { describe, expect, it } from 'vitest';
import { monthWindow } from './use-report-month';

describe('monthWindow', () => {
  it('gives the first and last UTC day of a month, February of a leap year included', () => {
    expect(monthWindow('2026-11')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthWindow('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(monthWindow('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthWindow('2027-02')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
  });
});
