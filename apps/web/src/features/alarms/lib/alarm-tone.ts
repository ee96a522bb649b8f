/**
 * The alert tone, made with the Web Audio API (no audio file to load or serve). Browsers keep an
 * AudioContext suspended until the person interacts with the page, so `unlockAudio` runs from a click
 * ("Turn sound on") and from the first click or key press of a reloaded tab whose sound was on.
 */
let context: AudioContext | null = null;
const listeners = new Set<() => void>();

function audioContext(): AudioContext | null {
  if (context) return context;
  const Context =
    typeof window === 'undefined' ? undefined : (window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  if (!Context) return null;
  context = new Context();
  context.addEventListener('statechange', () => listeners.forEach((listener) => listener()));
  return context;
}

/** Whether a tone can be heard now. */
export const audioRunning = () => context?.state === 'running';

/** Called whenever the audio becomes playable or stops being so. */
export function onAudioStateChange(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Resumes the audio; must run inside a user gesture to succeed. Resolves whether it is running. */
export async function unlockAudio(): Promise<boolean> {
  const audio = audioContext();
  if (!audio) return false;
  if (audio.state !== 'running') await audio.resume().catch(() => undefined);
  return audio.state === 'running';
}

export type TonePattern = 'new' | 'overdue' | 'escalated';

/**
 * Frequency (Hz) and start (s) of each beep: rising for a new alert, a faster, higher triple for an overdue one,
 * and a falling two-tone siren, longer than both, for an escalation (super admins).
 */
const PATTERNS: Record<TonePattern, [number, number][]> = {
  new: [
    [660, 0],
    [880, 0.22],
    [660, 0.44],
    [880, 0.66],
  ],
  overdue: [
    [988, 0],
    [988, 0.16],
    [988, 0.32],
    [740, 0.56],
  ],
  escalated: [
    [1175, 0],
    [784, 0.2],
    [1175, 0.4],
    [784, 0.6],
    [1175, 0.8],
    [784, 1.0],
  ],
};
const BEEP_SECONDS = 0.16;

/** Plays the pattern; false when the audio is not running (nothing was heard). Returns at once. */
export function playTone(pattern: TonePattern): boolean {
  if (!context || context.state !== 'running') return false;
  const start = context.currentTime + 0.02;
  for (const [frequency, offset] of PATTERNS[pattern]) {
    const at = start + offset;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'square';
    oscillator.frequency.value = frequency;
    // A short ramp in and out: a hard start or stop of a square wave clicks.
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.18, at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + BEEP_SECONDS);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + BEEP_SECONDS + 0.02);
  }
  return true;
}

/** How long a pattern sounds, in milliseconds. */
export const toneDurationMs = (pattern: TonePattern) => Math.round((Math.max(...PATTERNS[pattern].map(([, offset]) => offset)) + BEEP_SECONDS + 0.05) * 1000);
