import type { ReactNode } from 'react';
import { createTheme, darken, MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { NotificationsHost } from './notifications-host';

const theme = createTheme({
  primaryColor: 'blue',
  // White on the filled primary colour and links on white reach 4.5:1 (WCAG AA) from shade 8; Mantine's 6 does not.
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
});

/** Palettes too light for text even at shade 9: their light-variant text is darkened further. */
const LIGHT_PALETTES = ['green', 'teal', 'lime', 'orange', 'yellow'];

/**
 * Contrast of at least 4.5:1 (WCAG AA): dimmed text, and the text of light-variant parts (the active nav
 * link, light badges, initials avatars) on their tinted backgrounds, are darker than Mantine's defaults.
 */
const contrast: CSSVariablesResolver = (current) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#646b73',
    ...Object.fromEntries(
      Object.keys(current.colors).map((color) => {
        const shade = current.colors[color]![9];
        return [`--mantine-color-${color}-light-color`, LIGHT_PALETTES.includes(color) ? darken(shade, 0.3) : shade];
      }),
    ),
  },
  dark: {},
});

/**
 * App-wide providers, kept light for the login page's budget: the query cache (QueryLayout) and dialogs
 * (ModalsProvider, in the admin layout) load with the routes that use them, and the toast container
 * with the first toast (NotificationsHost).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={contrast}>
      <NotificationsHost />
      {children}
    </MantineProvider>
  );
}
