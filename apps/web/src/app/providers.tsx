import type { ReactNode } from 'react';
import { createTheme, MantineProvider } from '@mantine/core';
import { NotificationsHost } from './notifications-host';

const theme = createTheme({ primaryColor: 'blue', defaultRadius: 'md', fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' });

/**
 * App-wide providers, kept light for the login page's budget: the query cache (QueryLayout) and dialogs
 * (ModalsProvider, in the admin layout) load with the routes that use them, and the toast container
 * with the first toast (NotificationsHost).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme}>
      <NotificationsHost />
      {children}
    </MantineProvider>
  );
}
