import { Badge } from '@mantine/core';
import { CONSENT_STATUS } from '@guardian/contracts';
import { t } from '../lib/i18n';

const c = t.emergencyContacts;
const CONSENT_COLOURS: Record<number, string> = {
  [CONSENT_STATUS.pending]: 'yellow',
  [CONSENT_STATUS.approved]: 'teal',
  [CONSENT_STATUS.declined]: 'red',
};

/** Pending(1), Approved(2), Declined(3); any other code reads N/A. */
export function ConsentBadge({ status }: { status: number }) {
  return (
    <Badge color={CONSENT_COLOURS[status] ?? 'gray'} variant="light" miw="max-content">
      {c.consent[status] ?? c.consentNotApplicable}
    </Badge>
  );
}

export function YesNoBadge({ value, yesColour }: { value: boolean; yesColour: string }) {
  return (
    <Badge color={value ? yesColour : 'gray'} variant={value ? 'light' : 'outline'} miw="max-content">
      {value ? c.yes : c.no}
    </Badge>
  );
}
