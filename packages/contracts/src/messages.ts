/**
 * The message catalogue: every user-facing string of the product, server and web alike.
 * Spec texts are kept to the letter (including their capitals and spelling, e.g. 'Sucessfully Added');
 * a second language would be a second object of the same shape.
 */
import { alarmMessages } from './messages/alarms';
import { alarmWorkMessages } from './messages/alarm-work';
import { alarmDeskMessages } from './messages/alarm-desk';
import { alarmSettingsMessages } from './messages/alarm-settings';
import { escalationMessages } from './messages/escalation';
import { integrationsMessages } from './messages/integrations';
import { mailDeliveryMessages } from './messages/mail-delivery';
import { commonMessages } from './messages/common';
import { authMessages } from './messages/auth';
import { profileMessages } from './messages/profile';
import { dashboardMessages } from './messages/dashboard';
import { usersMessages } from './messages/users';
import { customerMessages } from './messages/customer';
import { adminsMessages } from './messages/admins';
import { cmsMessages } from './messages/cms';
import { warningAudioMessages } from './messages/warning-audio';
import { subscriptionsMessages } from './messages/subscriptions';
import { emergencyContactsMessages } from './messages/emergency-contacts';
import { panicEventsMessages } from './messages/panic-events';
import { devicesMessages } from './messages/devices';
import { heatMapMessages } from './messages/heat-map';
import { experiencesMessages } from './messages/experiences';
import { timelineMessages } from './messages/timeline';
import { listsMessages } from './messages/lists';
import { pageStatesMessages } from './messages/page-states';
import { languageMessages } from './messages/language';
import { mailMessages } from './messages/mail';
import { requestsMessages } from './messages/requests';
import { reportsMessages } from './messages/reports';
import { supervisionMessages } from './messages/supervision';
export { waitText } from './messages/wait-text';

/** One catalogue assembled from one file per feature (messages/), so a feature's texts live with nothing else's. */
export const en = {
  ...commonMessages,
  auth: authMessages,
  dashboard: dashboardMessages,
  profile: profileMessages,
  users: usersMessages,
  customer: customerMessages,
  admins: adminsMessages,
  cms: cmsMessages,
  warningAudio: warningAudioMessages,
  subscriptions: subscriptionsMessages,
  emergencyContacts: emergencyContactsMessages,
  panicEvents: panicEventsMessages,
  devices: devicesMessages,
  heatMap: heatMapMessages,
  experiences: experiencesMessages,
  timeline: timelineMessages,
  lists: listsMessages,
  alarms: alarmMessages,
  alarmWork: alarmWorkMessages,
  alarmDesk: alarmDeskMessages,
  alarmSettings: alarmSettingsMessages,
  escalation: escalationMessages,
  integrations: integrationsMessages,
  mailDelivery: mailDeliveryMessages,
  states: pageStatesMessages,
  language: languageMessages,
  mail: mailMessages,
  requests: requestsMessages,
  reports: reportsMessages,
  supervision: supervisionMessages,
};

export type Messages = typeof en;
export const messages: Messages = en;
