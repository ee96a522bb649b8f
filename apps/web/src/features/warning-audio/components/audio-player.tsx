import { useEffect, useRef, useState } from 'react';
import { ActionIcon, DirectionProvider, Group, Slider, Text } from '@mantine/core';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { AUDIO } from '@guardian/contracts';
import { t } from '../../../lib/i18n';

const clock = (seconds: number) => {
  const whole = Number.isFinite(seconds) ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

/**
 * Our own player (spec section 2): play/pause, a seek slider, elapsed and total time, at volume 0.1
 * (spec section 9) so a siren does not blast out of an operator's speakers.
 */
export function AudioPlayer({ src, knownDuration }: { src: string; knownDuration?: number }) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [duration, setDuration] = useState(knownDuration ?? 0);

  useEffect(() => {
    if (audio.current) audio.current.volume = AUDIO.volume;
  }, [src]);

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };

  return (
    <div data-testid="audio-player">
      <audio
        ref={audio}
        src={src}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(event) => setPosition(event.currentTarget.currentTime)}
        onLoadedMetadata={(event) => {
          event.currentTarget.volume = AUDIO.volume;
          if (Number.isFinite(event.currentTarget.duration)) setDuration(event.currentTarget.duration);
        }}
      />
      {/* Media controls are not mirrored: time runs left to right in Arabic too (the slider reads Mantine's direction). */}
      <DirectionProvider initialDirection="ltr" detectDirection={false}>
        <Group wrap="nowrap" gap="md" dir="ltr">
          <ActionIcon size="xl" radius="xl" onClick={toggle} aria-label={playing ? t.warningAudio.pause : t.warningAudio.play}>
            {playing ? <IconPlayerPauseFilled size={20} /> : <IconPlayerPlayFilled size={20} />}
          </ActionIcon>
          <Text size="sm" ff="monospace" aria-label={t.warningAudio.elapsed} data-testid="audio-elapsed">
            {clock(position)}
          </Text>
          <Slider
            flex={1}
            min={0}
            max={Math.max(duration, 0.1)}
            step={0.1}
            value={Math.min(position, duration)}
            label={clock}
            thumbLabel={t.warningAudio.seek}
            onChange={(value) => {
              setPosition(value);
              if (audio.current) audio.current.currentTime = value;
            }}
          />
          <Text size="sm" ff="monospace" data-testid="audio-total">
            {clock(duration)}
          </Text>
        </Group>
      </DirectionProvider>
    </div>
  );
}
