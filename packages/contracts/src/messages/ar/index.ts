/**
 * The Arabic catalogue: the same shape as `en` (a missing or extra key is a type error here, and
 * messages.test.ts compares every key at run time, the records keyed by data too). Loaded by the web only
 * when Arabic is chosen; the server imports it to answer `Accept-Language: ar`.
 */
import type { Messages } from '../../messages';
import { adminsAr } from './admins';
import { alarmAr } from './alarms';
import { alarmWorkAr } from './alarm-work';
import { alarmDeskAr } from './alarm-desk';
import { alarmSettingsAr } from './alarm-settings';
import { escalationAr } from './escalation';
import { integrationsAr } from './integrations';
import { authAr } from './auth';
import { cmsAr } from './cms';
import { commonAr } from './common';
import { customerAr } from './customer';
import { dashboardAr } from './dashboard';
import { devicesAr } from './devices';
import { emergencyContactsAr } from './emergency-contacts';
import { experiencesAr } from './experiences';
import { heatMapAr } from './heat-map';
import { languageAr } from './language';
import { listsAr } from './lists';
import { mailAr } from './mail';
import { mailDeliveryAr } from './mail-delivery';
import { pageStatesAr } from './page-states';
import { panicEventsAr } from './panic-events';
import { profileAr } from './profile';
import { requestsAr } from './requests';
import { reportsAr } from './reports';
import { supervisionAr } from './supervision';
import { subscriptionsAr } from './subscriptions';
import { timelineAr } from './timeline';
import { usersAr } from './users';
import { warningAudioAr } from './warning-audio';
export { waitTextAr } from './wait-text';

export const ar = {
  ...commonAr,
  auth: authAr,
  dashboard: dashboardAr,
  profile: profileAr,
  users: usersAr,
  customer: customerAr,
  admins: adminsAr,
  cms: cmsAr,
  warningAudio: warningAudioAr,
  subscriptions: subscriptionsAr,
  emergencyContacts: emergencyContactsAr,
  panicEvents: panicEventsAr,
  devices: devicesAr,
  heatMap: heatMapAr,
  experiences: experiencesAr,
  timeline: timelineAr,
  lists: listsAr,
  alarms: alarmAr,
  alarmWork: alarmWorkAr,
  alarmDesk: alarmDeskAr,
  alarmSettings: alarmSettingsAr,
  escalation: escalationAr,
  integrations: integrationsAr,
  mailDelivery: mailDeliveryAr,
  states: pageStatesAr,
  language: languageAr,
  mail: mailAr,
  requests: requestsAr,
  reports: reportsAr,
  supervision: supervisionAr,
} satisfies Messages;
