import type { ReactNode } from 'react';
import { Group, Title } from '@mantine/core';
import { usePageTitle } from '../hooks/use-page-title';

/** The page's one h1 (drawn at h2 size, as before) and its actions; it also names the browser tab after the page. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <Group justify="space-between" mb="lg" wrap="wrap">
      <Title order={1} size="h2">
        {title}
      </Title>
      {children && <Group gap="sm">{children}</Group>}
    </Group>
  );
}
