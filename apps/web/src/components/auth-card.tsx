import type { ReactNode } from 'react';
import { Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { t } from '../lib/i18n';
import { BrandIcon } from './brand-icon';

/** The centred card of the sign-in, forgot, reset, lock and register pages. */
export function AuthCard({ title, subtitle, children, width = 420 }: { title: string; subtitle?: string; children: ReactNode; width?: number }) {
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={width} component="main">
        <Stack gap="xs" mb="lg">
          <Group gap="xs">
            <BrandIcon size={28} stroke={1.6} color="var(--mantine-color-blue-7)" />
            <Text fw={700} size="lg">
              {t.product.name}
            </Text>
          </Group>
          <Title order={1} size="h3">
            {title}
          </Title>
          {subtitle && (
            <Text size="sm" c="dimmed">
              {subtitle}
            </Text>
          )}
        </Stack>
        {children}
      </Paper>
    </Center>
  );
}
