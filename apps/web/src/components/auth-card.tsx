import type { ReactNode } from 'react';
import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../hooks/use-page-title';
import { BrandBar } from './brand-bar';

/** The centred card of the sign-in, forgot, reset, lock and register pages. */
export function AuthCard({ title, subtitle, children, width = 420 }: { title: string; subtitle?: string; children: ReactNode; width?: number }) {
  // The tab says which page this is ("Sign in · Guardian"), as every admin page does.
  usePageTitle(title);
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={width} component="main">
        <Stack gap="xs" mb="lg">
          <BrandBar gap="xs" />
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
