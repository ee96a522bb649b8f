import { Avatar, type AvatarProps } from '@mantine/core';

/** A person's picture; Mantine shows their initials when there is none or it fails to load. */
export function UserAvatar({ src, name, ...props }: AvatarProps & { src?: string | null; name: string }) {
  return <Avatar src={src || null} name={name} alt={name} color="initials" {...props} />;
}
