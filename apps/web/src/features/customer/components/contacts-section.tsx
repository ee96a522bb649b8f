import { Link } from 'react-router';
import { Anchor, Table, Text } from '@mantine/core';
import type { CustomerContact } from '@guardian/contracts';
import { BreakableText } from '../../../components/breakable-text';
import { ConsentBadge, YesNoBadge } from '../../../components/contact-badges';
import { PhoneNumber } from '../../../components/phone-number';
import { t } from '../../../lib/i18n';
import { Section } from './section';

const c = t.emergencyContacts;

type Props = { contacts: CustomerContact[]; total: number; userName: string | null };

/** The person's emergency contacts with their consent, as the Emergency Contacts list shows them. */
export function ContactsSection({ contacts, total, userName }: Props) {
  return (
    <Section title={t.customer.sections.contacts} name="contacts" empty={contacts.length === 0 && t.customer.noContacts}>
      <Table.ScrollContainer minWidth={640} type="native">
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{c.columns.contactName}</Table.Th>
              <Table.Th>{c.columns.contactEmail}</Table.Th>
              <Table.Th>{c.columns.phone}</Table.Th>
              <Table.Th>{c.columns.consent}</Table.Th>
              <Table.Th>{c.columns.active}</Table.Th>
              <Table.Th>{c.columns.deleted}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {contacts.map((contact) => (
              <Table.Tr key={contact.id}>
                <Table.Td>
                  <bdi>{contact.contactName}</bdi>
                </Table.Td>
                <Table.Td>{contact.contactEmail ? <BreakableText text={contact.contactEmail} /> : '—'}</Table.Td>
                <Table.Td>
                  <PhoneNumber callingCode={contact.countryCode} number={contact.contactNumber} />
                </Table.Td>
                <Table.Td>
                  <ConsentBadge status={contact.consentStatus} />
                </Table.Td>
                <Table.Td>
                  <YesNoBadge value={contact.isActive} yesColour="teal" />
                </Table.Td>
                <Table.Td>
                  <YesNoBadge value={contact.isDeleted} yesColour="red" />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {total > contacts.length && (
        <Text size="sm" c="dimmed" mt="xs">
          {t.customer.contactsShown(contacts.length, total)}{' '}
          {userName && (
            <Anchor component={Link} to={`/admin/emergency-contact?search=${encodeURIComponent(userName)}`} size="sm">
              {t.customer.allContacts}
            </Anchor>
          )}
        </Text>
      )}
    </Section>
  );
}
