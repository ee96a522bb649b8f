import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { audioRunning, onAudioStateChange, playTone, toneDurationMs, unlockAudio, type TonePattern } from '../lib/alarm-tone';
import { soundPreference } from '../lib/sound-preference';

export type AlarmSound = {
  /** The operator turned sound on in this tab. */
  wanted: boolean;
  /** Sound is on and the browser lets it play: only then is a new alert heard. */
  on: boolean;
  turnOn: () => Promise<void>;
  turnOff: () => void;
  play: (pattern: TonePattern) => void;
  /** When a tone last started (epoch ms), for the desk's data-sound-last-played; null before the first. */
  lastPlayedAt: number | null;
  playing: boolean;
};

export function useAlarmSound(): AlarmSound {
  const [wanted, setWanted] = useState(soundPreference.get);
  const [running, setRunning] = useState(audioRunning);
  const [lastPlayedAt, setLastPlayedAt] = useState<number | null>(null);
  const [playing, setPlaying] = useState(false);
  const quiet = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => onAudioStateChange(() => setRunning(audioRunning())), []);
  useEffect(() => () => clearTimeout(quiet.current), []);

  // A reloaded tab whose sound was on: the browser wants a gesture again, so the first click or key press resumes it.
  useEffect(() => {
    if (!wanted || running) return;
    const resume = () => void unlockAudio().then(setRunning);
    window.addEventListener('pointerdown', resume, true);
    window.addEventListener('keydown', resume, true);
    return () => {
      window.removeEventListener('pointerdown', resume, true);
      window.removeEventListener('keydown', resume, true);
    };
  }, [wanted, running]);

  const turnOn = useCallback(async () => {
    soundPreference.set(true);
    setWanted(true);
    setRunning(await unlockAudio());
  }, []);
  const turnOff = useCallback(() => {
    soundPreference.set(false);
    setWanted(false);
  }, []);
  const play = useCallback(
    (pattern: TonePattern) => {
      if (!wanted || !playTone(pattern)) return;
      setLastPlayedAt(Date.now());
      setPlaying(true);
      clearTimeout(quiet.current);
      quiet.current = setTimeout(() => setPlaying(false), toneDurationMs(pattern));
    },
    [wanted],
  );

  const on = wanted && running;
  return useMemo(() => ({ wanted, on, turnOn, turnOff, play, lastPlayedAt, playing }), [wanted, on, turnOn, turnOff, play, lastPlayedAt, playing]);
}
