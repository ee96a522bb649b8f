import type { RouteObject } from 'react-router';

/** Auth-layout pages: sign-in flows and the two public pages. A feature adds its routes here. */
export const authRoutes: RouteObject[] = [
  { path: 'login', lazy: async () => ({ Component: (await import('../features/auth/pages/login-page')).LoginPage }) },
  { path: 'forgotpassword', lazy: async () => ({ Component: (await import('../features/auth/pages/forgot-password-page')).ForgotPasswordPage }) },
  { path: 'reset-password/:token', lazy: async () => ({ Component: (await import('../features/auth/pages/reset-password-page')).ResetPasswordPage }) },
  { path: 'lock', lazy: async () => ({ Component: (await import('../features/auth/pages/lock-page')).LockPage }) },
  { path: 'register', lazy: async () => ({ Component: (await import('../features/auth/pages/register-page')).RegisterPage }) },
  { path: 'pricing', lazy: async () => ({ Component: (await import('../features/auth/pages/pricing-page')).PricingPage }) },
];
