import { useEffect, useState } from 'react';
import { Avatar, FileInput, Group } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { PROFILE_IMAGE } from '@guardian/contracts';
import { t } from '../../../lib/i18n';

const a = t.admins;

/** What the browser can tell before upload; the server judges the bytes again. */
export function imageProblem(file: File): string | null {
  if (!(PROFILE_IMAGE.types as readonly string[]).includes(file.type)) return a.imageType;
  if (file.size > PROFILE_IMAGE.maxBytes) return a.imageTooBig;
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
