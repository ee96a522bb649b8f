import type { ReactNode } from 'react';
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

/** One titled panel of the board; its heading names the region for screen readers. */
function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function Board({ data, receivedAt }: { data: Supervision; receivedAt: number }) {
  const now = useServerClock(data.now, receivedAt);
  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <Panel id="wallboard-alarms" title={m.openAlarms}>
          <StateCounts alarms={data.alarms} />
          <OpenAlarmsTable alarms={data.alarms} now={now} />
        </Panel>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <Panel id="wallboard-operators" title={m.operators}>
          <OperatorsList operators={data.operators} />
        </Panel>
      </Grid.Col>
      <Grid.Col span={12}>
        <Panel id="wallboard-today" title={m.today}>
          <ResponseFigureGrid figures={data.today} big />
        </Panel>
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
