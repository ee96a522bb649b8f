import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { NavLink, ScrollArea, Text } from '@mantine/core';
import { t } from '../../lib/i18n';
import { session } from '../../lib/session';
import { NAV_ITEMS } from './nav-items';

export function Sidebar({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  const role = Number(session.role());
  const items = NAV_ITEMS.filter((item) => !item.roles || item.roles.includes(role));
  return (
    <ScrollArea component="nav" aria-label={t.nav.mainNavigation}>
      {items.map((item, index) => {
        // A group's heading goes above its first entry.
        const heading = item.group && item.group !== items[index - 1]?.group ? item.group : undefined;
        const Icon = item.icon;
        const Badge = item.badge;
        return (
          <div key={item.to}>
            {heading && (
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mt="md" mb={4}>
                {heading}
              </Text>
            )}
            <NavLink
              component={RouterNavLink}
              to={item.to}
              label={item.label}
              leftSection={<Icon size={18} stroke={1.6} />}
              rightSection={Badge ? <Badge /> : undefined}
              active={pathname === item.to || pathname.startsWith(`${item.to}/`)}
              onClick={onNavigate}
            />
          </div>
        );
      })}
    </ScrollArea>
  );
}
