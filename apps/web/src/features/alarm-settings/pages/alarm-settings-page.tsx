import { Card, Divider, Stack, Text, Title } from '@mantine/core';
import { PageHeader } from '../../../components/page-header';
import { QueryView } from '../../../components/query-view';
import { t } from '../../../lib/i18n';
import { useAlarmSettings } from '../api/get-alarm-settings';
import { useResponsePlans } from '../api/get-response-plans';
import { EscalationSettingsForm } from '../components/escalation-settings-form';
import { ResponsePlanEditor } from '../components/response-plan-editor';

const m = t.alarmSettings;

/** Super admins' page (behind SuperAdminOnly; the server refuses others' changes too): escalation and the response plans. */
export function AlarmSettingsPage() {
  const settings = useAlarmSettings();
  const plans = useResponsePlans();
  return (
    <>
      <PageHeader title={m.title} />
      <Stack gap="lg">
        <Card withBorder padding="lg" radius="md">
          <Title order={2} size="h3" mb="sm">
            {m.escalationTitle}
          </Title>
          <QueryView query={settings} loadFailed={m.loadFailed}>
            {(answer) => <EscalationSettingsForm settings={answer.data} />}
          </QueryView>
        </Card>
        <Card withBorder padding="lg" radius="md">
          <Title order={2} size="h3" mb="xs">
            {m.plansTitle}
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {m.plansHelp}
          </Text>
          <QueryView query={plans} loadFailed={m.loadFailed}>
            {(answer) => (
              <Stack gap="lg">
                {answer.data.map((plan, index) => (
                  <div key={plan.kind}>
                    {index > 0 && <Divider mb="lg" />}
                    <ResponsePlanEditor plan={plan} />
                  </div>
                ))}
              </Stack>
            )}
          </QueryView>
        </Card>
      </Stack>
    </>
  );
}
