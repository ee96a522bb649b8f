import { redirect, type RouteObject } from 'react-router';

/**
 * Admin pages, each loaded on demand so that heavy parts (map, editor, audio tools) load only where used.
 * A feature adds its routes here.
 */
export const adminRoutes: RouteObject[] = [
  // Super admins only: others get "You do not have access to this page" (the gate loads beside the page, no waterfall).
  {
    lazy: async () => ({ Component: (await import('./super-admin-only')).SuperAdminOnly }),
    children: [
      { path: 'adminlist', lazy: async () => ({ Component: (await import('../features/admins/pages/admins-page')).AdminsPage }) },
      { path: 'admindetails/:adminId', lazy: async () => ({ Component: (await import('../features/admins/pages/admin-details-page')).AdminDetailsPage }) },
      { path: 'admindetails', loader: () => redirect('/admin/adminlist') },
      { path: 'integrations', lazy: async () => ({ Component: (await import('../features/integrations/pages/integrations-page')).IntegrationsPage }) },
      { path: 'wallboard', lazy: async () => ({ Component: (await import('../features/supervision/pages/wallboard-page')).WallboardPage }) },
      { path: 'mail-delivery', lazy: async () => ({ Component: (await import('../features/mail-delivery/pages/mail-delivery-page')).MailDeliveryPage }) },
      { path: 'alarm-settings', lazy: async () => ({ Component: (await import('../features/alarm-settings/pages/alarm-settings-page')).AlarmSettingsPage }) },
    ],
  },
  { path: 'alarms', lazy: async () => ({ Component: (await import('../features/alarms/pages/alarm-desk-page')).AlarmDeskPage }) },
  { path: 'alarms/:id/report', lazy: async () => ({ Component: (await import('../features/alarms/pages/alarm-report-page')).AlarmReportPage }) },
  { path: 'reports', lazy: async () => ({ Component: (await import('../features/reports/pages/reports-page')).ReportsPage }) },
  { path: 'dashboard', lazy: async () => ({ Component: (await import('../features/dashboard/pages/dashboard-page')).DashboardPage }) },
  { path: 'myprofile', lazy: async () => ({ Component: (await import('../features/profile/pages/my-profile-page')).MyProfilePage }) },
  { path: 'editprofile', lazy: async () => ({ Component: (await import('../features/profile/pages/edit-profile-page')).EditProfilePage }) },
  { path: 'changepassword', lazy: async () => ({ Component: (await import('../features/profile/pages/change-password-page')).ChangePasswordPage }) },
  { path: 'profile', lazy: async () => ({ Component: (await import('../features/profile/pages/profile-page')).ProfilePage }) },
  { path: 'customer', lazy: async () => ({ Component: (await import('../features/users/pages/users-page')).UsersPage }) },
  // A user's whole story; any admin (role 2 or 3), as the users list.
  { path: 'customer/:userId', lazy: async () => ({ Component: (await import('../features/customer/pages/customer-page')).CustomerPage }) },
  { path: 'customerdetails/:userId', lazy: async () => ({ Component: (await import('../features/users/pages/user-details-page')).UserDetailsPage }) },
  { path: 'customerdetails', loader: () => redirect('/admin/customer') },
  { path: 'subscription', lazy: async () => ({ Component: (await import('../features/subscriptions/pages/subscriptions-page')).SubscriptionsPage }) },
  {
    path: 'subscription-details/:userId',
    lazy: async () => ({ Component: (await import('../features/subscriptions/pages/subscription-details-page')).SubscriptionDetailsPage }),
  },
  {
    path: 'emergency-contact',
    lazy: async () => ({ Component: (await import('../features/emergency-contacts/pages/emergency-contacts-page')).EmergencyContactsPage }),
  },
  { path: 'panic-events', lazy: async () => ({ Component: (await import('../features/panic-events/pages/panic-events-page')).PanicEventsPage }) },
  { path: 'heat-map', lazy: async () => ({ Component: (await import('../features/heat-map/pages/heat-map-page')).HeatMapPage }) },
  { path: 'email', lazy: async () => ({ Component: (await import('../features/cms/pages/templates-page')).EmailTemplatesPage }) },
  { path: 'emailtemplate', lazy: async () => ({ Component: (await import('../features/cms/pages/templates-page')).EmailTemplatesPage }) },
  { path: 'sms', lazy: async () => ({ Component: (await import('../features/cms/pages/templates-page')).SmsTemplatesPage }) },
  { path: 'static', lazy: async () => ({ Component: (await import('../features/cms/pages/templates-page')).StaticPagesPage }) },
  { path: 'recording', lazy: async () => ({ Component: (await import('../features/warning-audio/pages/warning-audio-page')).WarningAudioPage }) },
  { path: 'addrecording', lazy: async () => ({ Component: (await import('../features/warning-audio/pages/add-warning-audio-page')).AddWarningAudioPage }) },
  { path: 'device-management', lazy: async () => ({ Component: (await import('../features/devices/pages/device-management-page')).DeviceManagementPage }) },
  { path: 'timeline', lazy: async () => ({ Component: (await import('../features/timeline/pages/timeline-page')).TimelinePage }) },
];
