import type { ReactNode } from 'react';
import { SimpleGrid, Text } from '@mantine/core';

/** Label and value pairs, as a description list (screen readers announce them as pairs). */
export function FieldGrid({ fields }: { fields: [label: string, value: ReactNode][] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
      {fields.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" fw={500} m={0}>
            {value === '' || value === null || value === undefined ? '—' : value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
