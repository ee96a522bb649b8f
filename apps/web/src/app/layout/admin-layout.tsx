import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { AppShell, Box, Burger, Group, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import { setSessionEndedHandler } from '../../lib/api-client';
import { t } from '../../lib/i18n';
import { session } from '../../lib/session';
import { useIdleLock } from '../../features/auth/hooks/use-idle-lock';
import { AlarmLiveProvider } from '../../features/alarms/components/alarm-live-provider';
import { EscalationNotices } from '../../features/alarms/components/escalation-notices';
import { BrandIcon } from '../../components/brand-icon';
import { DatesLanguage } from '../../features/language/components/dates-language';
import { queryClient } from '../query-client';
import { Sidebar } from './sidebar';
import { UserMenu } from './user-menu';

/** The sidebar closes by itself below 1200 px (spec section 2). */
const WIDE = '(min-width: 1200px)';
/** On a phone the footer is a line below the content, not a bar fixed over the little height there is. */
const PHONE = '(max-width: 48em)';

function Copyright() {
  return (
    <Text size="sm" c="dimmed">
      © {new Date().getFullYear()} {t.product.name}. {t.common.allRightsReserved}
    </Text>
  );
}

export function AdminLayout() {
  const navigate = useNavigate();
  const wide = useMediaQuery(WIDE, true);
  const phone = useMediaQuery(PHONE, false);
  const [opened, { toggle, close, open }] = useDisclosure(true);
  useIdleLock();

  useEffect(() => (wide ? open() : close()), [wide, open, close]);
  useEffect(() => {
    setSessionEndedHandler(() => {
      session.clear();
      // The next admin to sign in in this tab must not see this one's cached profile or lists.
      queryClient.clear();
      void navigate('/auth/login');
    });
  }, [navigate]);

  // The query cache and the dialogs belong here, not in the app-wide providers: the login page never loads them.
  return (
    <QueryClientProvider client={queryClient}>
      <ModalsProvider>
        {/* The alarm stream runs on every admin page: the badge, the tab title and the sound are right everywhere. */}
        <AlarmLiveProvider>
          <AppShell
            header={{ height: 60 }}
            navbar={{ width: 250, breakpoint: 1200, collapsed: { mobile: !opened, desktop: !opened } }}
            footer={phone ? undefined : { height: 44 }}
            padding={phone ? 'sm' : 'lg'}
          >
            <AppShell.Header>
              <Group h="100%" px="md" justify="space-between">
                <Group gap="sm">
                  <Burger opened={opened} onClick={toggle} size="sm" aria-label={t.nav.toggleSidebar} />
                  <BrandIcon size={26} stroke={1.6} color="var(--mantine-color-blue-7)" />
                  <Text fw={700} size="lg">
                    {t.product.name}
                  </Text>
                </Group>
                <UserMenu />
              </Group>
            </AppShell.Header>
            {/* A closed sidebar is off screen; inert keeps keyboard focus and screen readers out of it too. */}
            <AppShell.Navbar p="xs" inert={!opened}>
              <Sidebar onNavigate={() => !wide && close()} />
            </AppShell.Navbar>
            <AppShell.Main>
              <EscalationNotices />
              <DatesLanguage>
                <Outlet />
              </DatesLanguage>
              {phone && (
                <Box component="footer" pt="xl" pb="xs">
                  <Copyright />
                </Box>
              )}
            </AppShell.Main>
            {!phone && (
              <AppShell.Footer>
                <Group h="100%" px="md">
                  <Copyright />
                </Group>
              </AppShell.Footer>
            )}
          </AppShell>
        </AlarmLiveProvider>
      </ModalsProvider>
    </QueryClientProvider>
  );
}
