import { sql } from 'drizzle-orm';
import { en, type EmergencyContactRow } from '@guardian/contracts';
import { choiceCell, textCell } from '../../lib/csv-cells';
import { type CsvColumn } from '../../lib/csv-export';

const t = en.emergencyContacts;
const yesNo = (value: boolean) => (value ? t.yes : t.no);

/** EmergencyContact.csv, cells over emergency-contacts.list's `c` and its owner `a`. */
export const CONTACT_CSV_COLUMNS: CsvColumn<EmergencyContactRow>[] = [
  { header: t.columns.contactName, value: (row) => row.contactName, cell: textCell(sql`c.contact_name`) },
  { header: t.columns.contactEmail, value: (row) => row.contactEmail, cell: textCell(sql`c.contact_email`) },
  { header: t.columns.phone, value: (row) => `${row.countryCode} ${row.contactNumber}`, cell: textCell(sql`c.country_code || ' ' || c.contact_number`) },
  {
    header: t.columns.consent,
    value: (row) => t.consent[row.consentStatus] ?? t.consentNotApplicable,
    cell: choiceCell(
      sql`c.consent_status`,
      Object.entries(t.consent).map(([code, label]) => [Number(code), label]),
      t.consentNotApplicable,
    ),
  },
  { header: t.columns.userName, value: (row) => row.userContacts.userName, cell: textCell(sql`a.user_name`) },
  { header: t.columns.active, value: (row) => yesNo(row.isActive), cell: choiceCell(sql`c.is_active`, [[true, t.yes]], t.no) },
  { header: t.columns.deleted, value: (row) => yesNo(row.isDeleted), cell: choiceCell(sql`c.is_deleted`, [[true, t.yes]], t.no) },
];
