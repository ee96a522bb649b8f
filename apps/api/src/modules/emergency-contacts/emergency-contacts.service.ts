import { en, type EmergencyContactRow, type EmergencyContactsList } from '@guardian/contracts';
import type { AppContext } from '../../context';
import { listAnswer, type PageRequest } from '../../lib/list-engine';
import { emergencyContactsList, type ContactFilters } from './emergency-contacts.list';
import type { ListExport } from '../../lib/list-engine';

export async function listEmergencyContacts(ctx: AppContext, query: ContactFilters & PageRequest): Promise<EmergencyContactsList> {
  const page = await emergencyContactsList.page(ctx, query);
  return { message: en.emergencyContacts.listFetched, ...listAnswer(page, 'totalResult') };
}

export function exportEmergencyContacts(ctx: AppContext, query: ContactFilters): ListExport<EmergencyContactRow> {
  return emergencyContactsList.all(ctx, query);
}
