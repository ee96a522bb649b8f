import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryOne, queryRows } from '../../db/query';
import { phoneOf } from './alarms.repository';

export type PersonContact = { id: number; name: string; phone: string; consentStatus: number };

/**
 * The person's emergency contacts in the order an operator calls them: those who consented (approved) first,
 * then the others, each group as the person added them. Deleted and deactivated contacts are left out.
 */
export async function contactsInCallOrder(db: Db, userId: number): Promise<PersonContact[]> {
  const rows = await queryRows<{ id: number | string; name: string; countryCode: string; number: string; consentStatus: number }>(
    db,
    sql`select id, contact_name as name, country_code as "countryCode", contact_number as number, consent_status as "consentStatus"
        from emergency_contacts where user_id = ${userId} and is_active and not is_deleted
        order by consent_status <> 2, created_at, id`,
  );
  return rows.map((row) => ({ id: Number(row.id), name: row.name, phone: phoneOf(row.countryCode, row.number), consentStatus: Number(row.consentStatus) }));
}

/** The contact with this id if it is one of this person's (and not deleted); undefined otherwise. */
export async function contactOfPerson(db: Db, userId: number, contactId: number): Promise<{ name: string } | undefined> {
  return queryOne<{ name: string }>(
    db,
    sql`select contact_name as name from emergency_contacts where id = ${contactId} and user_id = ${userId} and not is_deleted`,
  );
}
