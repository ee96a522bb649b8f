import { useNavigate } from 'react-router';
import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { UserAvatar } from '../../components/user-avatar';
import { IconChevronDown, IconLogout, IconUser } from '@tabler/icons-react';
import { t } from '../../lib/i18n';
import { session } from '../../lib/session';
import { useLogout } from '../../features/auth/api/logout';
import { LanguageMenuItems } from '../../features/language/components/language-menu-items';

/** Navbar: the admin's full name and avatar, and the Welcome / My profile / Logout menu. */
export function UserMenu() {
  const navigate = useNavigate();
  const logout = useLogout();
  const fullName = session.fullName();
  return (
    <Menu position="bottom-end" width={200} shadow="md">
      <Menu.Target>
        {/* The avatar (initials) is hidden from the accessible name, which must contain the visible text. */}
        <UnstyledButton aria-label={t.nav.userMenu(fullName)}>
          <Group gap="xs">
            <UserAvatar src={session.profile()} name={fullName} radius="xl" size={34} aria-hidden />
            <Text size="sm" fw={600} visibleFrom="xs" data-testid="navbar-full-name" dir="auto">
              {fullName}
            </Text>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t.nav.welcome}</Menu.Label>
        <Menu.Item leftSection={<IconUser size={16} />} onClick={() => void navigate('/admin/myprofile')}>
          {t.nav.myProfile}
        </Menu.Item>
        <LanguageMenuItems />
        <Menu.Divider />
        {/* Red-9 by value: Mantine draws a theme colour's menu item at shade 6 (3.3:1 on white) whatever shade is asked. */}
        <Menu.Item leftSection={<IconLogout size={16} />} color="#c92a2a" onClick={() => void logout()}>
          {t.nav.logout}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
