import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { withAllTexts } from '../lib/i18n';
import { session } from '../lib/session';
import { AuthLayout } from './layout/auth-layout';
import { adminRoutes } from './admin-routes';
import { authRoutes } from './auth-routes';
import { RouteError } from './route-error';

/** Admin pages need a stored token (spec section 2); a locked session goes to the lock screen first. */
function requireSession({ request }: { request: Request }) {
  if (!session.token()) return redirect('/auth/login');
  if (session.isLocked()) return redirect('/auth/lock');
  void request;
  return null;
}

/** The login page calls the API directly: it stays out of the query layout and so under its JS budget. */
const needsNoQueryCache = (route: RouteObject) => route.path === 'login';

/** The public pages read feature texts; the sign-in pages only the first load's (lib/i18n.ts). */
const PUBLIC_PAGES = ['staticpage/:pageId', 'experiance/:id', 'experience/:id'];
const authRoute = (route: RouteObject) => (PUBLIC_PAGES.includes(route.path ?? '') ? withAllTexts(route) : route);

/**
 * Made once the language is loaded (main.tsx): the router starts loading the current page's code as soon as
 * it exists, and that code may read its texts at module level.
 */
export const createRouter = () =>
  createBrowserRouter([
    // The layout's and every page's code load once the whole catalogue has (their texts are not in the first load).
    withAllTexts({
      path: '/admin',
      loader: requireSession,
      // The admin frame (app shell, menus, icons, dialogs) loads only once signed in: the login page stays small.
      lazy: async () => ({ Component: (await import('./layout/admin-layout')).AdminLayout }),
      // The layout's own chunk failed: the whole page says so. A page that fails is caught by the pathless
      // route below instead, inside the layout, so the sidebar stays usable.
      errorElement: <RouteError />,
      children: [
        {
          errorElement: <RouteError />,
          children: [...adminRoutes, { index: true, loader: () => redirect('/admin/dashboard') }, { path: '*', loader: () => redirect('/admin/dashboard') }],
        },
      ],
    }),
    {
      path: '/auth',
      Component: AuthLayout,
      errorElement: <RouteError />,
      children: [
        ...authRoutes.filter(needsNoQueryCache).map(authRoute),
        {
          lazy: async () => ({ Component: (await import('./layout/query-layout')).QueryLayout }),
          children: [
            ...authRoutes.filter((route) => !needsNoQueryCache(route)).map(authRoute),
            { index: true, loader: () => redirect('/auth/login') },
            { path: '*', loader: () => redirect('/auth/login') },
          ],
        },
      ],
    },
    // Root paths fall to the auth layout (spec section 2).
    { path: '*', loader: () => redirect('/auth/login') },
  ]);
