import { Avatar, type AvatarProps } from '@mantine/core';

/**
 * A person's picture; Mantine shows their initials when there is none or it fails to load. The initials are
 * the person's own letters: in their own direction, and data rather than interface (see user-text.tsx).
 * Every place that shows one writes the person's name beside it, so the picture is decorative (empty alt):
 * a screen reader would otherwise read the name twice (axe: image-redundant-alt).
 */
export function UserAvatar({ src, name, ...props }: AvatarProps & { src?: string | null; name: string }) {
  return <Avatar src={src || null} name={name} alt="" color="initials" dir="auto" {...props} />;
}
