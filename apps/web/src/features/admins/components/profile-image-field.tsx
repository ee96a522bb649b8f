import { useEffect, useState } from 'react';
import { Avatar, FileInput, Group } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { inspectImage, PROFILE_IMAGE } from '@guardian/contracts';
import { t } from '../../../lib/i18n';

const a = t.admins;

/**
 * The server's checks, made on the chosen file before upload with the same function and messages: its bytes
 * must be a PNG, JPEG or WebP (a text file renamed .png is not), within the size and the sides allowed.
 */
export async function imageProblem(file: File): Promise<string | null> {
  if (file.size > PROFILE_IMAGE.maxBytes) return a.imageTooBig;
  const info = inspectImage(new Uint8Array(await file.arrayBuffer()));
  if (!info) return a.imageType;
  if (info.width > PROFILE_IMAGE.maxSide || info.height > PROFILE_IMAGE.maxSide) return a.imageTooLarge;
  return null;
}

function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

type Props = { name: string; current: string | null; file: File | null; error?: string; onChange: (file: File | null) => void };

/** The chosen picture previewed beside the picker; before a choice, the current one (or initials). */
export function ProfileImageField({ name, current, file, error, onChange }: Props) {
  const preview = useObjectUrl(file) ?? current;
  return (
    <Group align="flex-start" wrap="nowrap">
      <Avatar src={preview} name={name} color="initials" dir="auto" size={88} radius={88} alt={a.imagePreview} data-testid="profile-image-preview" />
      <FileInput
        label={a.profileImage}
        description={a.imageHint}
        placeholder={a.chooseImage}
        accept={PROFILE_IMAGE.types.join(',')}
        leftSection={<IconPhoto size={16} />}
        clearable
        value={file}
        error={error}
        onChange={onChange}
        style={{ flex: 1 }}
      />
    </Group>
  );
}
