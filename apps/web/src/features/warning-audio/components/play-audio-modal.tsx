import { Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { NamedValue } from '../../../components/user-text';
import { t } from '../../../lib/i18n';
import { useWarningAudioDetails } from '../api/get-warning-audio-details';
import { AudioPlayer } from './audio-player';

/** Plays data.audioFile of get-warning-audio-details (spec section 7). */
export function PlayAudioModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const details = useWarningAudioDetails(id);
  const audio = details.data?.data;
  return (
    <Modal opened={id !== null} onClose={onClose} title={audio ? t.warningAudio.playerTitle(audio.name) : t.warningAudio.play} centered size="lg">
      {audio ? (
        <Stack>
          <Text size="sm" c="dimmed">
            {t.warningAudio.triggerTime}: {audio.triggerTime} · {t.warningAudio.language}:{' '}
            <NamedValue value={audio.language} names={t.warningAudio.languageNames} />
          </Text>
          <AudioPlayer src={audio.audioFile} knownDuration={audio.duration} />
        </Stack>
      ) : (
        <Center p="md">{details.isLoading && <Loader size="sm" role="status" aria-label={t.common.loading} />}</Center>
      )}
    </Modal>
  );
}
