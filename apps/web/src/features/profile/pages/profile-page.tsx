import { Badge, Loader } from '@mantine/core';
import { PageHeader } from '../../../components/page-header';
import { t } from '../../../lib/i18n';
import { useMyProfile } from '../api/get-my-profile';
import { Field, ProfileCard } from '../components/profile-card';

/** The shared profile view: who is signed in and with which role. */
export function ProfilePage() {
  const profile = useMyProfile();
  return (
    <>
      <PageHeader title={t.profile.profileTitle} />
      {profile.isLoading && <Loader role="status" aria-label={t.common.loading} />}
      {profile.data && (
        <ProfileCard profile={profile.data.data}>
          <Field label={t.profile.role} value={<Badge variant="light">{t.profile.roleNames[profile.data.data.roleId] ?? profile.data.data.roleId}</Badge>} />
        </ProfileCard>
      )}
    </>
  );
}
