import { expect, it } from 'vitest';
import { formatDuration } from './format-duration';

it('formats spans as an operator reads them, in the two largest units', () => {
  expect(formatDuration(0)).toBe('0 s');
  expect(formatDuration(44.6)).toBe('45 s');
  expect(formatDuration(200)).toBe('3 min 20 s');
  expect(formatDuration(180)).toBe('3 min');
  expect(formatDuration(3600 + 5 * 60 + 9)).toBe('1 h 5 min');
  expect(formatDuration(3 * 86_400 + 4 * 3600)).toBe('3 d 4 h');
  expect(formatDuration(-5)).toBe('0 s');
});

it("in Arabic, with the same two units in Intl's narrow Arabic units and Latin digits", () => {
  const arabic = 'ar-u-nu-latn';
  expect(formatDuration(200, arabic)).toBe(
    `${new Intl.NumberFormat(arabic, { style: 'unit', unit: 'minute', unitDisplay: 'narrow' }).format(3)} ${new Intl.NumberFormat(arabic, { style: 'unit', unit: 'second', unitDisplay: 'narrow' }).format(20)}`,
  );
  expect(formatDuration(0, arabic)).toMatch(/^0/);
  expect(formatDuration(3 * 86_400 + 4 * 3600, arabic)).toMatch(/^3\s?\S+ 4/);
});
