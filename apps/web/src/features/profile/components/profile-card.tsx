import type { ReactNode } from 'react';
import { Card, Group, Stack, Text } from '@mantine/core';
import { UserAvatar } from '../../../components/user-avatar';
import type { MyProfileData } from '@guardian/contracts';
import { formatDate } from '../../../lib/dates';
import { t } from '../../../lib/i18n';

export function ProfileCard({ profile, children }: { profile: MyProfileData; children?: ReactNode }) {
  return (
    <Card withBorder padding="xl" radius="md" maw={640}>
      <Group align="flex-start" gap="xl">
        <UserAvatar src={profile.profilePic} name={profile.fullName} size={96} radius={96} />
        <Stack gap="sm">
          <Field label={t.profile.fullName} value={profile.fullName} />
          <Field label={t.profile.email} value={profile.email} />
          <Field label={t.profile.joiningDate} value={formatDate(profile.joinedDate)} />
          {children}
        </Stack>
      </Group>
    </Card>
  );
}

export function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text>{value}</Text>
    </div>
  );
}
