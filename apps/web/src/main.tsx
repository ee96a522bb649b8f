import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import { startLanguage } from './lib/i18n';

// The language first (its catalogue loads only when it is not English), then the router, which starts
// loading the page's code at once: every page reads its texts in the chosen language.
void startLanguage().then(() => {
  const router = createRouter();
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
