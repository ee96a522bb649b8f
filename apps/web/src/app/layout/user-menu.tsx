import { useNavigate } from 'react-router';
import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { UserAvatar } from '../../components/user-avatar';
import { IconChevronDown, IconLogout, IconUser } from '@tabler/icons-react';
import { t } from '../../lib/i18n';
import { session } from '../../lib/session';
import { useLogout } from '../../features/auth/api/logout';

/** Navbar: the admin's full name and avatar, and the Welcome / My profile / Logout menu. */
export function UserMenu() {
  const navigate = useNavigate();
  const logout = useLogout();
  const fullName = session.fullName();
  return (
    <Menu position="bottom-end" width={200} shadow="md">
      <Menu.Target>
        {/* The avatar (initials) is hidden from the accessible name, which must contain the visible text. */}
        <UnstyledButton aria-label={`${fullName} menu`}>
          <Group gap="xs">
            <UserAvatar src={session.profile()} name={fullName} radius="xl" size={34} aria-hidden />
            <Text size="sm" fw={600} visibleFrom="xs" data-testid="navbar-full-name">
              {fullName}
            </Text>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t.nav.welcome}</Menu.Label>
        <Menu.Item leftSection={<IconUser size={16} />} onClick={() => navigate('/admin/myprofile')}>
          {t.nav.myProfile}
        </Menu.Item>
        <Menu.Item leftSection={<IconLogout size={16} />} color="red" onClick={() => logout()}>
          {t.nav.logout}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
