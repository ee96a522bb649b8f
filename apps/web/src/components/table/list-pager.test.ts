import { describe, expect, it } from 'vitest';
import { aboutTotal } from './list-pager';

describe('an estimated total', () => {
  it.each([
    [47_213, 'about 47,000'],
    [1_000_585, 'about 1,000,000'],
    [998_765, 'about 1,000,000'],
    [20_001, 'about 20,000'],
    [123_456, 'about 120,000'],
    [95, 'about 95'],
  ])('%d reads %s', (total, text) => expect(aboutTotal(total)).toBe(text));
});
