import type { ComponentType } from 'react';
import { Card, Group, SimpleGrid, ThemeIcon } from '@mantine/core';
import { IconBell, IconMicrophone, IconSend, IconUserCheck, IconUsers, IconUserX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CONTACT_ACTIVE_STATUS, type AppStatistics } from '@guardian/contracts';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { formatCount } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useAppStatistics } from '../api/get-app-statistics';
import { AlarmResponsePanel } from '../components/alarm-response-panel';
import { StatFigure } from '../components/stat-figure';
import { TrendsPanel } from '../components/trends-panel';

/**
 * Each card opens the list it counts, filtered where the list can be (decision 026). Notifications and recordings
 * have no list of their own: both belong to panic events (a count per event, and the Event Link column).
 */
const CARDS: { key: keyof AppStatistics; label: string; icon: ComponentType<{ size?: number }>; color: string; to: string }[] = [
  { key: 'totalUsers', label: t.dashboard.totalUsers, icon: IconUsers, color: 'blue', to: '/admin/customer' },
  { key: 'totalPanicEvents', label: t.dashboard.totalPanicEvents, icon: IconBell, color: 'red', to: '/admin/panic-events' },
  { key: 'totalSentNotifications', label: t.dashboard.totalSentNotifications, icon: IconSend, color: 'orange', to: '/admin/panic-events' },
  { key: 'totalRecordings', label: t.dashboard.totalRecordings, icon: IconMicrophone, color: 'grape', to: '/admin/panic-events' },
  {
    key: 'activeEmergencyContacts',
    label: t.dashboard.activeEmergencyContacts,
    icon: IconUserCheck,
    color: 'teal',
    to: `/admin/emergency-contact?active_status=${CONTACT_ACTIVE_STATUS.active}`,
  },
  {
    key: 'inactiveEmergencyContacts',
    label: t.dashboard.inactiveEmergencyContacts,
    icon: IconUserX,
    color: 'gray',
    to: `/admin/emergency-contact?active_status=${CONTACT_ACTIVE_STATUS.inactive}`,
  },
];

/** App Statistics. A failed load keeps the cards empty (spec section 8) and says above them that it failed, with Retry. */
export function DashboardPage() {
  const statistics = useAppStatistics();
  return (
    <>
      <PageHeader title={t.dashboard.title} />
      {statistics.isError && (
        <ErrorState
          title={t.states.loadFailed(t.dashboard.title)}
          retrying={statistics.isFetching}
          onRetry={() => void statistics.refetch()}
          testId="dashboard-load-failed"
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {CARDS.map(({ key, label, icon: Icon, color, to }) => (
          <Card
            key={key}
            withBorder
            padding="lg"
            radius="md"
            data-testid={`stat-${key}`}
            component={Link}
            to={to}
            style={{ textDecoration: 'none', color: 'inherit' }}
          >
            <Group justify="space-between" align="flex-start">
              <div>
                <StatFigure
                  label={label}
                  value={statistics.data ? formatCount(statistics.data.data[key]) : ''}
                  loading={statistics.isLoading}
                  size="lg"
                  testId="stat-value"
                />
              </div>
              <ThemeIcon size={44} radius="md" variant="light" color={color} aria-hidden>
                <Icon size={24} />
              </ThemeIcon>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      <TrendsPanel />
      <AlarmResponsePanel />
    </>
  );
}
