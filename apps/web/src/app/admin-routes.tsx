import type { RouteObject } from 'react-router';

/**
 * Admin pages, each loaded on demand so that heavy parts (map, editor, audio tools) load only where used.
 * A feature adds its routes here.
 */
export const adminRoutes: RouteObject[] = [
  { path: 'dashboard', lazy: async () => ({ Component: (await import('../features/dashboard/pages/dashboard-page')).DashboardPage }) },
  { path: 'myprofile', lazy: async () => ({ Component: (await import('../features/profile/pages/my-profile-page')).MyProfilePage }) },
  { path: 'editprofile', lazy: async () => ({ Component: (await import('../features/profile/pages/edit-profile-page')).EditProfilePage }) },
  { path: 'changepassword', lazy: async () => ({ Component: (await import('../features/profile/pages/change-password-page')).ChangePasswordPage }) },
  { path: 'profile', lazy: async () => ({ Component: (await import('../features/profile/pages/profile-page')).ProfilePage }) },
];
