import { createBrowserRouter, redirect } from 'react-router';
import { session } from '../lib/session';
import { AdminLayout } from './layout/admin-layout';
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

export const router = createBrowserRouter([
  {
    path: '/admin',
    loader: requireSession,
    Component: AdminLayout,
    children: [...adminRoutes, { index: true, loader: () => redirect('/admin/dashboard') }, { path: '*', loader: () => redirect('/admin/dashboard') }],
  },
  {
    path: '/auth',
    Component: AuthLayout,
    children: [...authRoutes, { index: true, loader: () => redirect('/auth/login') }, { path: '*', loader: () => redirect('/auth/login') }],
  },
  // Root paths fall to the auth layout (spec section 2).
  { path: '*', loader: () => redirect('/auth/login') },
]);
