import { adminsEndpoints } from './admins';
import { alarmIngestEndpoints, alarmsEndpoints } from './alarms';
import { alarmWorkEndpoints, responsePlansEndpoints } from './alarm-work-endpoints';
import { alarmSettingsEndpoints } from './alarm-settings';
import { integrationsEndpoints } from './integrations';
import { authEndpoints } from './auth';
import { cmsEndpoints } from './cms';
import { customerEndpoints } from './customer';
import { devicesEndpoints } from './devices';
import { emergencyContactsEndpoints } from './emergency-contacts';
import type { Endpoint } from './endpoint';
import { experiencesEndpoints } from './experiences';
import { heatMapEndpoints } from './heat-map';
import { languageEndpoints } from './language';
import { mailDeliveryEndpoints } from './mail-delivery';
import { panicEventsEndpoints } from './panic-events';
import { plansEndpoints } from './plans';
import { profileEndpoints } from './profile';
import { reportsEndpoints } from './reports';
import { dashboardEndpoints } from './dashboard';
import { subscriptionsEndpoints } from './subscriptions';
import { supervisionEndpoints } from './supervision';
import { timelineEndpoints } from './timeline';
import { usersEndpoints } from './users';
import { warningAudioEndpoints } from './warning-audio';

/** Every call of the API, by feature: what the tests hold the server and the sources to. A new feature adds its group here. */
export const endpointGroups: Record<string, Record<string, Endpoint>> = {
  auth: authEndpoints,
  profile: profileEndpoints,
  language: languageEndpoints,
  dashboard: dashboardEndpoints,
  plans: plansEndpoints,
  cms: cmsEndpoints,
  warningAudio: warningAudioEndpoints,
  users: usersEndpoints,
  customer: customerEndpoints,
  admins: adminsEndpoints,
  subscriptions: subscriptionsEndpoints,
  emergencyContacts: emergencyContactsEndpoints,
  panicEvents: panicEventsEndpoints,
  devices: devicesEndpoints,
  timeline: timelineEndpoints,
  heatMap: heatMapEndpoints,
  experiences: experiencesEndpoints,
  integrations: integrationsEndpoints,
  alarmIngest: alarmIngestEndpoints,
  alarms: alarmsEndpoints,
  alarmWork: alarmWorkEndpoints,
  responsePlans: responsePlansEndpoints,
  alarmSettings: alarmSettingsEndpoints,
  mailDelivery: mailDeliveryEndpoints,
  reports: reportsEndpoints,
  supervision: supervisionEndpoints,
};

export const allEndpoints: Endpoint[] = Object.values(endpointGroups).flatMap((group) => Object.values(group));
