import { Badge, Group } from '@mantine/core';
import type { UserRow } from '@guardian/contracts';
import { BreakableText } from '../../../components/breakable-text';
import { PhoneNumber } from '../../../components/phone-number';
import { UserAvatar } from '../../../components/user-avatar';
import { DateText } from '../../../components/date-text';
import { t } from '../../../lib/i18n';
import { FieldGrid } from './field-grid';
import { Section } from './section';

const u = t.users;

/** Who the person is, and the settings the users list shows: status and red alert. */
export function ProfileSection({ profile }: { profile: UserRow }) {
  return (
    <Section title={t.customer.sections.profile} name="profile" actions={<UserAvatar src={profile.profilePic} name={profile.fullName} size="lg" />}>
      <FieldGrid
        fields={[
          [u.userId, <bdi key="id">{profile.userId}</bdi>],
          [u.fullName, <bdi key="name">{profile.fullName}</bdi>],
          // A long address or user name wraps after its separators instead of running into the next column.
          [u.email, <BreakableText key="email" text={profile.email} />],
          [u.userName, profile.userName ? <BreakableText key="user" text={profile.userName} /> : ''],
          [u.phone, <PhoneNumber key="phone" callingCode={profile.countryCode} number={profile.phoneNumber} />],
          [t.customer.joined, <DateText key="joined" value={profile.createdAt} />],
          [
            u.status,
            <Badge key="status" color={profile.status === 1 ? 'teal' : 'gray'} variant="light" data-testid="customer-status">
              {profile.status === 1 ? u.active : u.inactive}
            </Badge>,
          ],
          [
            u.redAlert,
            <Group key="red" gap="xs">
              <Badge color={profile.redAlertSetting ? 'red' : 'gray'} variant="light" data-testid="customer-red-alert">
                {profile.redAlertSetting ? u.on : u.off}
              </Badge>
            </Group>,
          ],
          [u.panicEventCount, profile.panicEventCount],
        ]}
      />
    </Section>
  );
}
