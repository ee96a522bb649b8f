import { describe, expect, it } from 'vitest';
import { smsLength } from './sms-length';

describe('smsLength', () => {
  it('counts GSM-7 parts of 160, then 153, with the extension characters taking two places', () => {
    expect(smsLength('')).toEqual({ encoding: 'GSM-7', units: 0, segments: 0, perSegment: 160 });
    expect(smsLength('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1, perSegment: 160 });
    expect(smsLength('a'.repeat(161))).toEqual({ encoding: 'GSM-7', units: 161, segments: 2, perSegment: 153 });
    expect(smsLength('a'.repeat(306)).segments).toBe(2);
    expect(smsLength('a'.repeat(307)).segments).toBe(3);
    expect(smsLength('€{}').units).toBe(6);
    expect(smsLength(`${'a'.repeat(159)}€`)).toMatchObject({ units: 161, segments: 2 });
    expect(smsLength('Hello {{name}}, see {{link}}').encoding).toBe('GSM-7');
  });

  it('switches to UCS-2 (70, then 67) for any character outside the GSM alphabet', () => {
    expect(smsLength(`${'a'.repeat(69)}ç`)).toEqual({ encoding: 'UCS-2', units: 70, segments: 1, perSegment: 70 });
    expect(smsLength('مرحبا'.repeat(15))).toEqual({ encoding: 'UCS-2', units: 75, segments: 2, perSegment: 67 });
    // An emoji outside the basic plane is two UTF-16 units.
    expect(smsLength('🙂')).toMatchObject({ encoding: 'UCS-2', units: 2 });
  });
});
