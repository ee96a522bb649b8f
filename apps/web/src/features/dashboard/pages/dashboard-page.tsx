import type { ComponentType } from 'react';
import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconBell, IconMicrophone, IconSend, IconUserCheck, IconUsers, IconUserX } from '@tabler/icons-react';
import type { AppStatistics } from '@guardian/contracts';
import { PageHeader } from '../../../components/page-header';
import { formatCount } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useAppStatistics } from '../api/get-app-statistics';

const CARDS: { key: keyof AppStatistics; label: string; icon: ComponentType<{ size?: number }>; color: string }[] = [
  { key: 'totalUsers', label: t.dashboard.totalUsers, icon: IconUsers, color: 'blue' },
  { key: 'totalPanicEvents', label: t.dashboard.totalPanicEvents, icon: IconBell, color: 'red' },
  { key: 'totalSentNotifications', label: t.dashboard.totalSentNotifications, icon: IconSend, color: 'orange' },
  { key: 'totalRecordings', label: t.dashboard.totalRecordings, icon: IconMicrophone, color: 'grape' },
  { key: 'activeEmergencyContacts', label: t.dashboard.activeEmergencyContacts, icon: IconUserCheck, color: 'teal' },
  { key: 'inactiveEmergencyContacts', label: t.dashboard.inactiveEmergencyContacts, icon: IconUserX, color: 'gray' },
];

/** App Statistics. A failed load shows empty cards and no message (spec section 8). */
export function DashboardPage() {
  const statistics = useAppStatistics();
  return (
    <>
      <PageHeader title={t.dashboard.title} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {CARDS.map(({ key, label, icon: Icon, color }) => (
          <Card key={key} withBorder padding="lg" radius="md" data-testid={`stat-${key}`}>
            <Group justify="space-between" align="flex-start">
              <div>
                <Text size="sm" c="dimmed" fw={500}>
                  {label}
                </Text>
                {statistics.isLoading ? (
                  <Skeleton h={32} w={90} mt={6} />
                ) : (
                  <Text fz={30} fw={700} data-testid="stat-value">
                    {statistics.data ? formatCount(statistics.data.data[key]) : ''}
                  </Text>
                )}
              </div>
              <ThemeIcon size={44} radius="md" variant="light" color={color}>
                <Icon size={24} />
              </ThemeIcon>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
