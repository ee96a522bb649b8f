import { useEffect, useRef, type SyntheticEvent } from 'react';
import { Image } from '@mantine/core';
import { DELAY } from '@guardian/contracts';

/** Seconds of real playback: seeking forward does not count, a pause stops the clock. */
function usePlayClock(limitSeconds: number, onLimit: () => void) {
  const clock = useRef({ last: 0, played: 0, reached: false });
  const onTimeUpdate = (event: SyntheticEvent<HTMLVideoElement>) => {
    const video = event.currentTarget;
    const step = video.currentTime - clock.current.last;
    clock.current.last = video.currentTime;
    if (clock.current.reached || video.paused || step <= 0 || step > 1.5) return;
    clock.current.played += step;
    if (clock.current.played >= limitSeconds) {
      clock.current.reached = true;
      video.pause();
      onLimit();
    }
  };
  const onSeeked = (event: SyntheticEvent<HTMLVideoElement>) => {
    clock.current.last = event.currentTarget.currentTime;
  };
  // A clip shorter than the limit still ends with the prompt.
  const onEnded = () => {
    if (!clock.current.reached) {
      clock.current.reached = true;
      onLimit();
    }
  };
  return { onTimeUpdate, onSeeked, onEnded };
}

/**
 * The shared photo or video. Spec section 9: an image prompts for the app after 2 s; a video plays and
 * is paused after 6 s of play, then prompts.
 */
export function ExperienceMedia({ url, isImage, label, onPrompt }: { url: string; isImage: boolean; label: string; onPrompt: () => void }) {
  const clock = usePlayClock(DELAY.experienceVideoPause / 1000, onPrompt);
  useEffect(() => {
    if (!isImage) return;
    const timer = setTimeout(onPrompt, DELAY.experienceImagePrompt);
    return () => clearTimeout(timer);
  }, [isImage, onPrompt]);

  if (isImage) return <Image src={url} alt={label} radius="md" mah="70vh" fit="contain" bg="dark.9" data-testid="experience-image" />;
  return (
    // Muted so that browsers let it start by itself; the controls unmute it.
    <video
      src={url}
      aria-label={label}
      data-testid="experience-video"
      controls
      autoPlay
      muted
      playsInline
      preload="auto"
      style={{ width: '100%', maxHeight: '70vh', borderRadius: 'var(--mantine-radius-md)', background: '#000' }}
      {...clock}
    />
  );
}
