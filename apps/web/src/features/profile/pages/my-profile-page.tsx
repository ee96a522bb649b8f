import { Link } from 'react-router';
import { Button, Group, Loader } from '@mantine/core';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { t } from '../../../lib/i18n';
import { useMyProfile } from '../api/get-my-profile';
import { ProfileCard } from '../components/profile-card';

export function MyProfilePage() {
  const profile = useMyProfile();
  return (
    <>
      <PageHeader title={t.profile.myProfileTitle} />
      {profile.isLoading && <Loader role="status" aria-label={t.common.loading} />}
      {profile.isError && (
        <ErrorState title={t.states.loadFailed(t.profile.myProfileTitle)} retrying={profile.isFetching} onRetry={() => void profile.refetch()} />
      )}
      {profile.data && (
        <ProfileCard profile={profile.data.data}>
          <Group mt="md">
            <Button component={Link} to="/admin/editprofile">
              {t.profile.editProfile}
            </Button>
            <Button component={Link} to="/admin/changepassword" variant="light">
              {t.profile.changePassword}
            </Button>
          </Group>
        </ProfileCard>
      )}
    </>
  );
}
