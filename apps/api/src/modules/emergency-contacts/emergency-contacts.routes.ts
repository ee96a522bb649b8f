import type { FastifyPluginAsync } from 'fastify';
import { EXPORT_FILES, emergencyContactsEndpoints as endpoints } from '@guardian/contracts';
import { sendCsv } from '../../lib/csv-export';
import { route } from '../../lib/route';
import { CONTACT_CSV_COLUMNS } from './emergency-contacts.csv';
import { exportEmergencyContacts, listEmergencyContacts } from './emergency-contacts.service';

export const emergencyContactsRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listEmergencyContacts, async ({ query }) => listEmergencyContacts(app.ctx, query));
  route(app, endpoints.exportEmergencyContacts, async ({ query, reply }) =>
    sendCsv(reply, EXPORT_FILES.emergencyContacts, CONTACT_CSV_COLUMNS, exportEmergencyContacts(app.ctx, query)),
  );
};
