import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/auth.routes';
import { profileRoutes } from './profile/profile.routes';
import { languageRoutes } from './profile/language.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { plansRoutes } from './plans/plans.routes';
import { cmsRoutes } from './cms/cms.routes';
import { warningAudioRoutes } from './warning-audio/warning-audio.routes';
import { usersRoutes } from './users/users.routes';
import { customerRoutes } from './customer/customer.routes';
import { adminsRoutes } from './admins/admins.routes';
import { subscriptionsRoutes } from './subscriptions/subscriptions.routes';
import { emergencyContactsRoutes } from './emergency-contacts/emergency-contacts.routes';
import { panicEventsRoutes } from './panic-events/panic-events.routes';
import { devicesRoutes } from './devices/devices.routes';
import { timelineRoutes } from './timeline/timeline.routes';
import { heatMapRoutes } from './heat-map/heat-map.routes';
import { experiencesRoutes } from './experiences/experiences.routes';
import { mailDeliveryRoutes } from './mail-delivery/mail-delivery.routes';
import { alarmsLiveRoutes } from './alarms/live/alarms-live.routes';
import { integrationsRoutes } from './integrations/integrations.routes';
import { alarmIngestRoutes } from './alarms/ingest.routes';
import { alarmsRoutes } from './alarms/alarms.routes';
import { alarmWorkRoutes } from './alarms/alarm-work.routes';
import { alarmSettingsRoutes } from './alarm-settings/alarm-settings.routes';
import { reportsRoutes } from './reports/reports.routes';
import { supervisionRoutes } from './supervision/supervision.routes';

/** Every API feature registers here, under /v1. */
export const apiModules: FastifyPluginAsync[] = [
  authRoutes,
  profileRoutes,
  languageRoutes,
  dashboardRoutes,
  plansRoutes,
  cmsRoutes,
  warningAudioRoutes,
  usersRoutes,
  customerRoutes,
  adminsRoutes,
  subscriptionsRoutes,
  emergencyContactsRoutes,
  panicEventsRoutes,
  devicesRoutes,
  timelineRoutes,
  heatMapRoutes,
  experiencesRoutes,
  mailDeliveryRoutes,
  integrationsRoutes,
  alarmIngestRoutes,
  alarmsRoutes,
  alarmWorkRoutes,
  alarmSettingsRoutes,
  alarmsLiveRoutes,
  reportsRoutes,
  supervisionRoutes,
];
