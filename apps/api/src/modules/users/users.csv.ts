import { sql } from 'drizzle-orm';
import { en, type UserRow } from '@guardian/contracts';
import { choiceCell, numberCell, textCell } from '../../lib/csv-cells';
import { type CsvColumn } from '../../lib/csv-export';

const u = en.users;

/** CustomerList.csv: the columns of the list screen, in its order; the phone keeps its country code. Cells over users.list's `a`. */
export const USER_CSV_COLUMNS: CsvColumn<UserRow>[] = [
  { header: u.userId, value: (row) => row.userId, cell: numberCell(sql`a.id`) },
  { header: u.fullName, value: (row) => row.fullName, cell: textCell(sql`a.full_name`) },
  { header: u.email, value: (row) => row.email, cell: textCell(sql`a.email`) },
  { header: u.userName, value: (row) => row.userName, cell: textCell(sql`a.user_name`) },
  {
    header: u.phone,
    value: (row) => [row.countryCode, row.phoneNumber].filter(Boolean).join(' '),
    cell: textCell(sql`concat_ws(' ', nullif(a.country_code, ''), nullif(a.phone_number, ''))`),
  },
  { header: u.panicEventCount, value: (row) => row.panicEventCount, cell: numberCell(sql`a.panic_event_count`) },
  { header: u.redAlert, value: (row) => (row.redAlertSetting ? u.on : u.off), cell: choiceCell(sql`a.red_alert_setting`, [[true, u.on]], u.off) },
  { header: u.status, value: (row) => (row.status === 1 ? u.active : u.inactive), cell: choiceCell(sql`a.status`, [[1, u.active]], u.inactive) },
];
