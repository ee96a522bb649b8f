import { TEMPLATE_TYPE, type EntryDescription } from '@guardian/contracts';

type Record = NonNullable<EntryDescription['record']>;
const withSearch = (path: string, search: string) => `${path}?${new URLSearchParams({ search })}`;

/**
 * Where a timeline entry's record is shown: a user's or an admin's own page; for the records without a page of
 * their own, their list (searched for the record where the list can search).
 */
export function recordLink(record: Record, summary: { [field: string]: unknown }): string | undefined {
  switch (record.kind) {
    case 'user':
      return record.id ? `/admin/customer/${record.id}` : undefined;
    case 'admin':
      return record.id ? `/admin/admindetails/${record.id}` : undefined;
    case 'device':
      return withSearch('/admin/device-management', record.name);
    case 'devices':
      return '/admin/device-management';
    case 'template':
      return summary.templateType === TEMPLATE_TYPE.sms ? '/admin/sms' : '/admin/email';
    case 'static_page':
      return '/admin/static';
    case 'warning_audio':
      return '/admin/recording';
    case 'panic_event':
      return withSearch('/admin/panic-events', record.name);
    case 'mail':
      return '/admin/mail-delivery';
    case 'api_key':
      return '/admin/integrations';
    case 'alarm_settings':
      return '/admin/alarm-settings';
    default:
      return undefined;
  }
}
