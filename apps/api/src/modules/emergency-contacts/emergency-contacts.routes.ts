import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EXPORT_FILES, emergencyContactsExportQuery, emergencyContactsList, emergencyContactsQuery, en, type EmergencyContactRow } from '@guardian/contracts';
import { sendCsv, type CsvColumn } from '../../lib/csv-export';
import { exportEmergencyContacts, listEmergencyContacts } from './emergency-contacts.service';

const t = en.contacts;
const yesNo = (value: boolean) => (value ? t.yes : t.no);

const CSV_COLUMNS: CsvColumn<EmergencyContactRow>[] = [
  { header: t.columns.contactName, value: (row) => row.contactName },
  { header: t.columns.contactEmail, value: (row) => row.contactEmail },
  { header: t.columns.phone, value: (row) => `${row.countryCode} ${row.contactNumber}` },
  { header: t.columns.consent, value: (row) => t.consent[row.consentStatus] ?? t.consentNotApplicable },
  { header: t.columns.userName, value: (row) => row.userContacts.userName },
  { header: t.columns.active, value: (row) => yesNo(row.isActive) },
  { header: t.columns.deleted, value: (row) => yesNo(row.isDeleted) },
];

export const emergencyContactsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/list-emergency-contacts-data',
    { schema: { tags: ['emergency contacts'], querystring: emergencyContactsQuery, response: { 200: emergencyContactsList } } },
    async (request) => listEmergencyContacts(app.ctx, request.query),
  );

  app.get(
    '/admin/export-emergency-contact-data',
    { schema: { tags: ['emergency contacts'], querystring: emergencyContactsExportQuery, produces: ['text/csv'] } },
    async (request, reply) => sendCsv(reply, EXPORT_FILES.emergencyContacts, CSV_COLUMNS, exportEmergencyContacts(app.ctx, request.query)),
  );
};
