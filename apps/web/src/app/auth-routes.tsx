import type { RouteObject } from 'react-router';

/** Auth-layout pages: sign-in flows and the two public pages. A feature adds its routes here. */
export const authRoutes: RouteObject[] = [
  { path: 'login', lazy: async () => ({ Component: (await import('../features/auth/pages/login-page')).LoginPage }) },
  { path: 'forgotpassword', lazy: async () => ({ Component: (await import('../features/auth/pages/forgot-password-page')).ForgotPasswordPage }) },
  { path: 'reset-password/:token', lazy: async () => ({ Component: (await import('../features/auth/pages/reset-password-page')).ResetPasswordPage }) },
  { path: 'lock', lazy: async () => ({ Component: (await import('../features/auth/pages/lock-page')).LockPage }) },
  { path: 'register', lazy: async () => ({ Component: (await import('../features/auth/pages/register-page')).RegisterPage }) },
  { path: 'pricing', lazy: async () => ({ Component: (await import('../features/auth/pages/pricing-page')).PricingPage }) },
  { path: 'staticpage/:pageId', lazy: async () => ({ Component: (await import('../features/cms/pages/static-page-view-page')).StaticPageViewPage }) },
  // The spec's spelling (experiance) is the shared link; the correct spelling works too.
  { path: 'experiance/:id', lazy: async () => ({ Component: (await import('../features/experiences/pages/experience-page')).ExperiencePage }) },
  { path: 'experience/:id', lazy: async () => ({ Component: (await import('../features/experiences/pages/experience-page')).ExperiencePage }) },
];
