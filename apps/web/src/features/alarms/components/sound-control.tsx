import { Alert, Button } from '@mantine/core';
import { IconVolume, IconVolumeOff } from '@tabler/icons-react';
import { t } from '../../../lib/i18n';
import type { AlarmSound } from '../hooks/use-alarm-sound';

/** The per-tab sound switch: browsers play nothing until the person clicks, so it starts off. */
export function SoundToggle({ sound }: { sound: AlarmSound }) {
  return sound.on ? (
    <Button variant="default" leftSection={<IconVolumeOff size={16} />} onClick={sound.turnOff}>
      {t.alarms.soundOff}
    </Button>
  ) : (
    // A dark orange: white on Mantine's orange is 3.6:1, under the 4.5:1 text needs.
    <Button color="#c2410c" leftSection={<IconVolume size={16} />} onClick={() => void sound.turnOn()}>
      {t.alarms.soundOn}
    </Button>
  );
}

/** Said on screen while sound is off, so nobody relies on a tone that will not come. */
export function SoundOffNotice({ sound }: { sound: AlarmSound }) {
  if (sound.on) return null;
  return (
    <Alert color="yellow" variant="light" icon={<IconVolumeOff size={18} />} role="status" data-testid="sound-off-notice">
      {t.alarms.soundIsOff}
    </Alert>
  );
}
