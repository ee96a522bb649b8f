import { useState, type ReactNode } from 'react';
import { createTheme, darken, DirectionProvider, MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { isRtl, t } from '../lib/i18n';
import { NotificationsHost } from './notifications-host';

/**
 * Made once the language is known (main.tsx renders after startLanguage; a change of language starts the
 * app again), because the components' default names below are texts of that language.
 */
const createAppTheme = () =>
  createTheme({
    primaryColor: 'blue',
    // White on the filled primary colour and links on white reach 4.5:1 (WCAG AA) from shade 8; Mantine's 6 does not.
    primaryShade: 8,
    defaultRadius: 'md',
    // A person who asked their system for less motion gets dialogs, menus and toasts without their slide and fade.
    respectReducedMotion: true,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    // Plain objects, not Modal.extend(): importing the components here would put them in every page's first load.
    components: {
      // The × of every dialog and toast is a button named by what it does.
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': t.states.close } } },
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': t.states.close } } },
      // A dialog's title bar is not the page's banner: a <header> there made a second banner landmark.
      ModalHeader: { defaultProps: { component: 'div' } },
      // A menu holds menu items only (Mantine's focus placeholder is a div inside role=menu), and opens inside
      // the landmark of its button rather than at the end of <body>, outside every landmark.
      Menu: { defaultProps: { withInitialFocusPlaceholder: false, withinPortal: false } },
    },
  });

/**
 * How much darker than shade 9 the text of light-variant parts (light badges, the active nav link,
 * initials avatars) is, for 4.5:1 on their tinted backgrounds: a lot for the light palettes, a little for red.
 */
const DARKER_LIGHT_TEXT: Record<string, number> = { green: 0.3, teal: 0.3, lime: 0.3, orange: 0.3, yellow: 0.3, red: 0.12 };

/**
 * Contrast of at least 4.5:1 (WCAG AA): dimmed text, placeholders, and the text of light-variant parts on their
 * tinted backgrounds are darker than Mantine's defaults.
 */
const contrast: CSSVariablesResolver = (current) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#646b73',
    // Placeholders are text too (Mantine's gray-5 is 2.1:1 on white).
    '--mantine-color-placeholder': '#6a7078',
    // Field errors: Mantine's red-6 is 3.3:1 on white; red-9 reads 6.6:1.
    '--mantine-color-error': current.colors.red![9],
    ...Object.fromEntries(
      Object.keys(current.colors).map((color) => {
        const shade = current.colors[color]![9];
        const darker = DARKER_LIGHT_TEXT[color];
        return [`--mantine-color-${color}-light-color`, darker ? darken(shade, darker) : shade];
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
  const [theme] = useState(createAppTheme);
  return (
    // Right to left in Arabic (html dir is set by startLanguage before the first render).
    <DirectionProvider initialDirection={isRtl() ? 'rtl' : 'ltr'}>
      <MantineProvider theme={theme} cssVariablesResolver={contrast}>
        <NotificationsHost />
        {children}
      </MantineProvider>
    </DirectionProvider>
  );
}
