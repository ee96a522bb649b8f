import { describe, expect, it } from 'vitest';
import { audioDurationProblem, formatTriggerTime, looksLikeMp3, parseTriggerTime, triggerGapProblem, warningAudioFields } from './warning-audio';

const frame = [0xff, 0xf3, 0x64, 0xc4]; // MPEG-2 layer III, 48 kbps, 24 kHz

describe('warning audio rules', () => {
  it('refuses 30.0 s and more, accepts anything shorter', () => {
    expect(audioDurationProblem(29.976)).toBeNull();
    expect(audioDurationProblem(29.999)).toBeNull();
    for (const seconds of [30, 30.0001, 31, Number.NaN, 0, -1]) expect(audioDurationProblem(seconds)).toBe('Warning Audio should be less than 30 seconds.');
  });

  it('keeps trigger times at least 5 minutes apart, on either side', () => {
    expect(triggerGapProblem(600, [300, 900])).toBeNull();
    expect(triggerGapProblem(599, [300])).toBe('Two warning recordings should have minimum gap of 5 minutes');
    expect(triggerGapProblem(601, [900])).toBe('Two warning recordings should have minimum gap of 5 minutes');
    expect(triggerGapProblem(0, [])).toBeNull();
  });

  it('reads and writes HH:mm:ss', () => {
    expect(parseTriggerTime('01:02:03')).toBe(3723);
    expect(parseTriggerTime('23:59:59')).toBe(86399);
    for (const bad of ['24:00:00', '1:00:00', '00:60:00', '00:00', '']) expect(parseTriggerTime(bad)).toBeNull();
    expect(formatTriggerTime(3723)).toBe('01:02:03');
  });

  it('knows an mp3 by its first bytes, behind an ID3 tag too', () => {
    expect(looksLikeMp3(new Uint8Array(frame))).toBe(true);
    const tag = [0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 2, 0, 0];
    expect(looksLikeMp3(new Uint8Array([...tag, ...frame]))).toBe(true);
    expect(looksLikeMp3(new Uint8Array([...tag]))).toBe(false);
    expect(looksLikeMp3(new TextEncoder().encode('RIFF....WAVEfmt '))).toBe(false);
    expect(looksLikeMp3(new Uint8Array([0xff, 0xfd, 0x64, 0xc4]))).toBe(false); // layer I
    expect(looksLikeMp3(new Uint8Array([0xff, 0xf3, 0xf4, 0xc4]))).toBe(false); // bad bitrate
  });

  it('trims the name, lower-cases the language and defaults it to english', () => {
    expect(warningAudioFields.parse({ warning_audio_name: ' Siren ', trigger_time: '00:05:00' })).toEqual({
      warning_audio_name: 'Siren',
      language: 'english',
      trigger_time: '00:05:00',
    });
    expect(warningAudioFields.parse({ warning_audio_name: 'x', trigger_time: '00:05:00', language: ' Arabic ' }).language).toBe('arabic');
  });
});
