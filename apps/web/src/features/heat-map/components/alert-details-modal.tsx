import { Link } from 'react-router';
import { Anchor, Divider, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PanicLocationMarker } from '@guardian/contracts';
import { CustomerLink } from '../../../components/customer-link';
import { PlaceLabel } from '../../../components/place-label';
import { formatDateTime } from '../../../lib/dates';
import { t } from '../../../lib/i18n';
import { AlertLogsSection } from './alert-logs-section';
import { AlertRecordSection } from './alert-record-section';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <div>{children}</div>
    </>
  );
}

/**
 * Alert Details (spec section 2): name, created time and event link of one event, or of several at one spot.
 * The name opens the person's page, and their panic events (searched by their user name) are one click away.
 */
export function AlertDetailsModal({ alerts, onClose }: { alerts: PanicLocationMarker[]; onClose: () => void }) {
  return (
    <Modal opened={alerts.length > 0} onClose={onClose} title={t.heatMap.alertDetails} centered>
      <Stack gap="md">
        {alerts.map((alert, position) => (
          <div key={alert.alert_unique_id}>
            {position > 0 && <Divider mb="md" />}
            <SimpleGrid cols={2} spacing="xs" verticalSpacing={6} style={{ gridTemplateColumns: '120px 1fr' }}>
              <Field label={t.heatMap.name}>
                <CustomerLink userId={alert.userId} fw={600} data-testid="alert-name">
                  {alert.user_full_name}
                </CustomerLink>
              </Field>
              <Field label={t.heatMap.createdTime}>
                <Text size="sm">{formatDateTime(alert.alert_created_at)}</Text>
              </Field>
              <Field label={t.heatMap.place}>
                <PlaceLabel place={alert.place} />
              </Field>
              <Field label={t.alarmDesk.fields.outcome}>
                <AlertRecordSection eventId={alert.id} personName={alert.user_full_name} />
              </Field>
              <Field label={t.heatMap.logs}>
                <AlertLogsSection eventId={alert.id} personName={alert.user_full_name} />
              </Field>
              <Field label={t.heatMap.panicEvents}>
                <Anchor component={Link} to={`/admin/panic-events?search=${encodeURIComponent(alert.userName)}`} size="sm">
                  {t.heatMap.eventsOfPerson(alert.user_full_name)}
                </Anchor>
              </Field>
              <Field label={t.heatMap.eventLink}>
                {alert.eventUrl ? (
                  // A new tab, so the operator keeps their place on the map.
                  <Anchor href={alert.eventUrl} target="_blank" rel="noopener noreferrer" size="sm">
                    {t.heatMap.openRecording}
                  </Anchor>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t.heatMap.noRecording}
                  </Text>
                )}
              </Field>
            </SimpleGrid>
          </div>
        ))}
      </Stack>
    </Modal>
  );
}
