import type { ComponentType } from 'react';
import {
  IconBell,
  IconDeviceWatch,
  IconFileText,
  IconHistory,
  IconLayoutDashboard,
  IconMail,
  IconMailForward,
  IconMap2,
  IconMessage,
  IconReceipt,
  IconUsers,
  IconUserShield,
  IconVolume,
  IconAddressBook,
  IconKey,
  IconUrgent,
  IconAdjustmentsAlt,
  IconPresentationAnalytics,
  IconReportAnalytics,
} from '@tabler/icons-react';
import { ROLE } from '@guardian/contracts';
import { t } from '../../lib/i18n';
import { OpenAlarmsBadge } from '../../features/alarms/components/open-alarms-badge';

export type NavItem = {
  label: string;
  to: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  roles?: number[];
  group?: string;
  /** Shown at the end of the entry (the open alarms' count). */
  badge?: ComponentType;
};

/** The sidebar. Admin Management and Integrations show only for stored role '2' (spec section 2); the server enforces it too. */
export const NAV_ITEMS: NavItem[] = [
  // First: what an operator watches (issue 12).
  { label: t.alarms.nav, to: '/admin/alarms', icon: IconUrgent, badge: OpenAlarmsBadge },
  { label: t.supervision.nav, to: '/admin/wallboard', icon: IconPresentationAnalytics, roles: [ROLE.superAdmin] },
  { label: t.nav.dashboard, to: '/admin/dashboard', icon: IconLayoutDashboard },
  { label: t.reports.nav, to: '/admin/reports', icon: IconReportAnalytics },
  { label: t.nav.userManagement, to: '/admin/customer', icon: IconUsers },
  { label: t.nav.adminManagement, to: '/admin/adminlist', icon: IconUserShield, roles: [ROLE.superAdmin] },
  { label: t.nav.subscriptions, to: '/admin/subscription', icon: IconReceipt },
  { label: t.nav.emergencyContacts, to: '/admin/emergency-contact', icon: IconAddressBook },
  { label: t.nav.panicEvents, to: '/admin/panic-events', icon: IconBell },
  { label: t.nav.heatMap, to: '/admin/heat-map', icon: IconMap2 },
  { label: t.nav.devices, to: '/admin/device-management', icon: IconDeviceWatch },
  { label: t.nav.emailTemplates, to: '/admin/email', icon: IconMail, group: t.nav.cms },
  { label: t.nav.smsTemplates, to: '/admin/sms', icon: IconMessage, group: t.nav.cms },
  { label: t.nav.staticPages, to: '/admin/static', icon: IconFileText, group: t.nav.cms },
  { label: t.nav.warningAudio, to: '/admin/recording', icon: IconVolume, group: t.nav.cms },
  { label: t.nav.timeline, to: '/admin/timeline', icon: IconHistory },
  { label: t.integrations.nav, to: '/admin/integrations', icon: IconKey, roles: [ROLE.superAdmin] },
  { label: t.mailDelivery.nav, to: '/admin/mail-delivery', icon: IconMailForward, roles: [ROLE.superAdmin] },
  { label: t.alarmSettings.nav, to: '/admin/alarm-settings', icon: IconAdjustmentsAlt, roles: [ROLE.superAdmin] },
];
