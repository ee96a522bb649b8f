import { Card, Grid, Text, Title } from '@mantine/core';
import { SUPERVISION_REFRESH_SECONDS, type Supervision } from '@guardian/contracts';
import { PageHeader } from '../../../components/page-header';
import { QueryView } from '../../../components/query-view';
import { ResponseFigureGrid } from '../../../components/response-figure-grid';
import { t } from '../../../lib/i18n';
import { useSupervision } from '../api/get-supervision';
import { OpenAlarmsTable } from '../components/open-alarms-table';
import { OperatorsList } from '../components/operators-list';
import { StateCounts } from '../components/state-counts';
import { useServerClock } from '../components/use-server-clock';

const m = t.supervision;

function Board({ data, receivedAt }: { data: Supervision; receivedAt: number }) {
  const now = useServerClock(data.now, receivedAt);
  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="wallboard-alarms">
          <Title order={2} size="h3" id="wallboard-alarms" mb="md">
            {m.openAlarms}
          </Title>
          <StateCounts alarms={data.alarms} />
          <OpenAlarmsTable alarms={data.alarms} now={now} />
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="wallboard-operators">
          <Title order={2} size="h3" id="wallboard-operators" mb="md">
            {m.operators}
          </Title>
          <OperatorsList operators={data.operators} />
        </Card>
      </Grid.Col>
      <Grid.Col span={12}>
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="wallboard-today">
          <Title order={2} size="h3" id="wallboard-today" mb="md">
            {m.today}
          </Title>
          <ResponseFigureGrid figures={data.today} big />
        </Card>
      </Grid.Col>
    </Grid>
  );
}

/** The supervisor's wallboard (super admins): open alarms, who is at work, today's answer times; it polls on its own. */
export function WallboardPage() {
  const supervision = useSupervision();
  return (
    <>
      <PageHeader title={m.title}>
        <Text size="sm" c="dimmed">
          {m.live(SUPERVISION_REFRESH_SECONDS)}
        </Text>
      </PageHeader>
      <QueryView query={supervision} loadFailed={m.loadFailed}>
        {(answer) => <Board data={answer.data} receivedAt={supervision.dataUpdatedAt} />}
      </QueryView>
    </>
  );
}
