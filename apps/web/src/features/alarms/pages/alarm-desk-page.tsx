import { Fragment, useCallback, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Box, Card, Center, Grid, Group, Loader, SegmentedControl, Stack, Switch, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconInfoCircle, IconPlugConnectedX } from '@tabler/icons-react';
import { alarmReportPath, type AlarmRow, type AlarmTrailPoint } from '@guardian/contracts';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { t } from '../../../lib/i18n';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { session } from '../../../lib/session';
import { useAlarmDetails } from '../api/alarm-work';
import { useAcknowledgeAlarm } from '../api/acknowledge-alarm';
import { useAlarmDesk } from '../api/get-desk';
import { AlarmCard } from '../components/alarm-card';
import { DeskMap } from '../components/desk-map';
import { ResolveAlarmModal } from '../components/resolve-alarm-modal';
import { AlarmWorkModal } from '../components/alarm-work-modal';
import { SoundOffNotice, SoundToggle } from '../components/sound-control';
import { useAlarmLive } from '../hooks/use-alarm-live';
import { useLinkedAlarm } from '../hooks/use-linked-alarm';
import { useServerNow } from '../hooks/use-server-now';
import { isOverdue } from '../lib/apply-alarm-message';
import { compactPreference } from '../lib/desk-view-preference';
import { byUrgency, groupByPerson } from '../lib/urgency';

const a = t.alarms;
const d = t.alarmDesk;
/** Every alarm on the desk, or only those this operator owns. */
type Scope = 'all' | 'mine';
const NO_TRAIL: AlarmTrailPoint[] = [];

/** Side by side from 1200 px; narrower, the list and the map are two tabs, so the map is one click away, not below every card. */
const WIDE_DESK = '(min-width: 75em)';

type DeskView = 'list' | 'map';
type LayoutProps = { wide: boolean; compact: boolean; view: DeskView; onView: (view: DeskView) => void; list: ReactNode; map: ReactNode };

function DeskLayout({ wide, compact, view, onView, list, map }: LayoutProps) {
  if (wide) {
    // The compact view gives the lines more room and the map less.
    return (
      <Grid gutter="md">
        <Grid.Col span={compact ? 8 : 7}>{list}</Grid.Col>
        <Grid.Col span={compact ? 4 : 5}>{map}</Grid.Col>
      </Grid>
    );
  }
  // The map mounts when its tab opens, so that Leaflet measures a visible box.
  return (
    <Tabs value={view} onChange={(value) => onView(value === 'map' ? 'map' : 'list')} keepMounted={false}>
      <Tabs.List mb="sm">
        <Tabs.Tab value="list">{a.listTab}</Tabs.Tab>
        <Tabs.Tab value="map">{a.mapTab}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="list">{list}</Tabs.Panel>
      <Tabs.Panel value="map">{map}</Tabs.Panel>
    </Tabs>
  );
}

/**
 * The live alarm desk: unresolved alarms, most urgent first (escalated and overdue, open, being worked; oldest
 * first within each; the one this operator works kept first), one person's alarms together, kept current by
 * the stream the admin layout runs. All of them or only this operator's, as cards or one line each.
 */
export function AlarmDeskPage() {
  const wide = useMediaQuery(WIDE_DESK, true);
  const desk = useAlarmDesk();
  const live = useAlarmLive();
  const now = useServerNow();
  const acknowledge = useAcknowledgeAlarm();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [resolving, setResolving] = useState<AlarmRow | null>(null);
  const [workingOn, setWorkingOn] = useState<AlarmRow | null>(null);
  // The alarm this operator acknowledged or opened last: it keeps its place on top while they work it.
  const [workingId, setWorkingId] = useState<number | null>(null);
  const [compact, setCompact] = useState(compactPreference.get);
  const [scope, setScope] = useState<Scope>('all');
  const myId = session.accountId();

  const loaded = useMemo(() => desk.data?.data ?? [], [desk.data]);
  const ackSeconds = desk.data?.ackSeconds ?? 60;
  // Recomputed every second, but a new set (new props for the cards and the map) only when it changes.
  const overdueIds = loaded
    .filter((alarm) => isOverdue(alarm, now, ackSeconds))
    .map((alarm) => alarm.id)
    .join(',');
  const overdue = useMemo(() => new Set(overdueIds ? overdueIds.split(',').map(Number) : []), [overdueIds]);
  // The server sends newest first; the desk puts what needs an answer first, re-sorted as alarms turn overdue.
  const alarms = useMemo(() => [...loaded].sort(byUrgency(overdue, workingId)), [loaded, overdue, workingId]);
  const shown = useMemo(() => (scope === 'mine' ? alarms.filter((alarm) => alarm.owner !== null && alarm.owner.id === myId) : alarms), [alarms, scope, myId]);
  const groups = useMemo(() => groupByPerson(shown), [shown]);
  // Only an alarm the operator chose is selected (a default choice read like a status); it ends when it leaves the desk.
  const selected = alarms.find((alarm) => alarm.id === chosenId) ?? null;
  const [view, setView] = useState<DeskView>('list');
  // "Show on map" on a narrow desk opens the map tab too: the map is not beside the cards there.
  const onSelect = useCallback(
    (id: number) => {
      setChosenId(chosenId === id ? null : id);
      if (chosenId !== id && !wide) setView('map');
    },
    [chosenId, wide],
  );
  const onMapSelect = useCallback((id: number) => setChosenId(id), []);
  // A link that names an alarm (?alarm=<id>) chooses it and shows its card, in the list.
  const onLinked = useCallback((id: number) => {
    setChosenId(id);
    setView('list');
  }, []);
  const linked = useLinkedAlarm(desk.data?.data, onLinked);
  const onWork = useCallback((alarm: AlarmRow) => {
    setWorkingId(alarm.id);
    setWorkingOn(alarm);
  }, []);
  // The map draws the chosen alarm's trail: its details, kept live like an open panel's.
  const trail = useAlarmDetails(selected?.id ?? null).data?.trail;

  const { mutate: acknowledgeAlarm } = acknowledge;
  const onAcknowledge = useCallback(
    (alarm: AlarmRow) => {
      setWorkingId(alarm.id);
      acknowledgeAlarm(alarm.id, {
        onSuccess: () => notifySuccess(a.acknowledged),
        // 409: the server's message says who already took it.
        onError: notifyApiError,
      });
    },
    [acknowledgeAlarm],
  );

  const { sound } = live;
  return (
    <Box
      data-testid="alarm-desk"
      data-connection={live.status}
      data-sound={sound.on ? 'on' : 'off'}
      data-sound-playing={sound.playing}
      data-sound-last-played={sound.lastPlayedAt ?? ''}
    >
      <PageHeader title={a.title}>
        <Group gap="md">
          <SegmentedControl
            aria-label={d.viewLabel}
            value={scope}
            onChange={(value) => setScope(value as Scope)}
            data={[
              { value: 'all', label: d.allAlarms },
              { value: 'mine', label: d.mine },
            ]}
          />
          <Switch
            label={d.compactView}
            checked={compact}
            onChange={(event) => {
              const on = event.currentTarget.checked;
              compactPreference.set(on);
              setCompact(on);
            }}
          />
          <SoundToggle sound={sound} />
        </Group>
      </PageHeader>
      <Stack gap="sm" mb="md">
        {live.interrupted && (
          <Alert color="red" variant="light" icon={<IconPlugConnectedX size={18} />} role="alert" data-testid="connection-lost">
            {a.connectionLost}
          </Alert>
        )}
        <SoundOffNotice sound={sound} />
        {linked.missingId !== null && (
          <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />} role="status" data-testid="linked-alarm-gone">
            {d.linkedGone}{' '}
            <Anchor component={Link} to={alarmReportPath(linked.missingId)} size="sm">
              {d.linkedReport}
            </Anchor>
          </Alert>
        )}
      </Stack>

      {desk.isPending && !desk.isError ? (
        <Center py="xl">
          <Loader role="status" aria-label={t.common.loading} />
        </Center>
      ) : desk.isError ? (
        <ErrorState title={a.loadFailed} retrying={desk.isFetching} onRetry={() => void desk.refetch()} />
      ) : alarms.length === 0 ? (
        <Card withBorder padding="xl" radius="md">
          <Text c="dimmed" ta="center" data-testid="alarm-desk-empty">
            {a.empty}
          </Text>
        </Card>
      ) : (
        <DeskLayout
          wide={wide}
          compact={compact}
          view={view}
          onView={setView}
          list={
            <Stack gap="sm" component="section" aria-label={a.title}>
              {desk.data.total > alarms.length && (
                <Text size="sm" c="dimmed">
                  {a.shownOfTotal(alarms.length, desk.data.total)}
                </Text>
              )}
              {shown.length === 0 && (
                <Text c="dimmed" ta="center" py="md">
                  {d.mineEmpty}
                </Text>
              )}
              {groups.map((group) => (
                <Fragment key={group.userId}>
                  {group.alarms.length > 1 && (
                    <Title order={2} size="h6" mt="xs" data-testid="person-group">
                      {d.personGroup(group.fullName, group.alarms.length)}
                    </Title>
                  )}
                  {group.alarms.map((alarm) => (
                    <AlarmCard
                      key={alarm.id}
                      alarm={alarm}
                      compact={compact}
                      overdue={overdue.has(alarm.id)}
                      selected={alarm.id === selected?.id}
                      acknowledging={acknowledge.isPending && acknowledge.variables === alarm.id}
                      onSelect={onSelect}
                      onAcknowledge={onAcknowledge}
                      onResolve={setResolving}
                      onWork={onWork}
                    />
                  ))}
                </Fragment>
              ))}
            </Stack>
          }
          map={
            <Card withBorder padding="xs" radius="md" style={wide ? { position: 'sticky', top: 76 } : undefined}>
              <Box role="region" aria-label={selected ? a.mapLabel(selected.person.fullName) : a.columns.position}>
                <DeskMap alarms={alarms} selected={selected} overdue={overdue} onSelect={onMapSelect} trail={trail ?? NO_TRAIL} />
              </Box>
              <Text size="sm" mt="xs" ta="center" c={selected ? undefined : 'dimmed'}>
                {selected
                  ? `${a.columns.position}: ${selected.person.fullName} · ${selected.latitude.toFixed(5)}, ${selected.longitude.toFixed(5)}`
                  : a.mapHint}
              </Text>
            </Card>
          }
        />
      )}
      {workingOn && <AlarmWorkModal key={workingOn.id} alarm={workingOn} onClose={() => setWorkingOn(null)} onResolve={setResolving} />}
      {resolving && <ResolveAlarmModal key={resolving.id} alarm={resolving} onClose={() => setResolving(null)} />}
    </Box>
  );
}
