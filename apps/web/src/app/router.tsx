import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { session } from '../lib/session';
import { AuthLayout } from './layout/auth-layout';
import { adminRoutes } from './admin-routes';
import { authRoutes } from './auth-routes';

/** Admin pages need a stored token (spec section 2); a locked session goes to the lock screen first. */
function requireSession({ request }: { request: Request }) {
  if (!session.token()) return redirect('/auth/login');
  if (session.isLocked()) return redirect('/auth/lock');
  void request;
  return null;
}

/** The login page calls the API directly: it stays out of the query layout and so under its JS budget. */
const needsNoQueryCache = (route: RouteObject) => route.path === 'login';

export const router = createBrowserRouter([
  {
    path: '/admin',
    loader: requireSession,
    // The admin frame (app shell, menus, icons, dialogs) loads only once signed in: the login page stays small.
    lazy: async () => ({ Component: (await import('./layout/admin-layout')).AdminLayout }),
    children: [...adminRoutes, { index: true, loader: () => redirect('/admin/dashboard') }, { path: '*', loader: () => redirect('/admin/dashboard') }],
  },
  {
    path: '/auth',
    Component: AuthLayout,
    children: [
      ...authRoutes.filter(needsNoQueryCache),
      {
        lazy: async () => ({ Component: (await import('./layout/query-layout')).QueryLayout }),
        children: [...authRoutes.filter((route) => !needsNoQueryCache(route)), { index: true, loader: () => redirect('/auth/login') }, { path: '*', loader: () => redirect('/auth/login') }],
      },
    ],
  },
  // Root paths fall to the auth layout (spec section 2).
  { path: '*', loader: () => redirect('/auth/login') },
]);
