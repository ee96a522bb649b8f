import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Alert, Box, Card, Center, Grid, Loader, Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlugConnectedX } from '@tabler/icons-react';
import type { AlarmRow } from '@guardian/contracts';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { t } from '../../../lib/i18n';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useAcknowledgeAlarm } from '../api/acknowledge-alarm';
import { useAlarmDesk } from '../api/get-desk';
import { AlarmCard } from '../components/alarm-card';
import { DeskMap } from '../components/desk-map';
import { ResolveAlarmModal } from '../components/resolve-alarm-modal';
import { AlarmWorkModal } from '../components/alarm-work-modal';
import { SoundOffNotice, SoundToggle } from '../components/sound-control';
import { useAlarmLive } from '../hooks/use-alarm-live';
import { useServerNow } from '../hooks/use-server-now';
import { isOverdue } from '../lib/apply-alarm-message';
import { byUrgency } from '../lib/urgency';

const a = t.alarms;

/**
 * The live alarm desk: unresolved alarms, most urgent first (overdue, open, acknowledged; newest first within
 * each), kept current by the stream the admin layout runs.
 */
/** Side by side from 1200 px; narrower, the list and the map are two tabs, so the map is one click away, not below every card. */
const WIDE_DESK = '(min-width: 75em)';

type DeskView = 'list' | 'map';
type LayoutProps = { wide: boolean; view: DeskView; onView: (view: DeskView) => void; list: ReactNode; map: ReactNode };

function DeskLayout({ wide, view, onView, list, map }: LayoutProps) {
  if (wide) {
    return (
      <Grid gutter="md">
        <Grid.Col span={7}>{list}</Grid.Col>
        <Grid.Col span={5}>{map}</Grid.Col>
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

export function AlarmDeskPage() {
  const wide = useMediaQuery(WIDE_DESK, true);
  const desk = useAlarmDesk();
  const live = useAlarmLive();
  const now = useServerNow();
  const acknowledge = useAcknowledgeAlarm();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [resolving, setResolving] = useState<AlarmRow | null>(null);
  const [workingOn, setWorkingOn] = useState<AlarmRow | null>(null);

  const loaded = useMemo(() => desk.data?.data ?? [], [desk.data]);
  const ackSeconds = desk.data?.ackSeconds ?? 60;
  // Recomputed every second, but a new set (new props for the cards and the map) only when it changes.
  const overdueIds = loaded
    .filter((alarm) => isOverdue(alarm, now, ackSeconds))
    .map((alarm) => alarm.id)
    .join(',');
  const overdue = useMemo(() => new Set(overdueIds ? overdueIds.split(',').map(Number) : []), [overdueIds]);
  // The server sends newest first; the desk puts what needs an answer first, re-sorted as alarms turn overdue.
  const alarms = useMemo(() => [...loaded].sort(byUrgency(overdue)), [loaded, overdue]);
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

  const { mutate: acknowledgeAlarm } = acknowledge;
  const onAcknowledge = useCallback(
    (alarm: AlarmRow) =>
      acknowledgeAlarm(alarm.id, {
        onSuccess: () => notifySuccess(a.acknowledged),
        // 409: the server's message says who already took it.
        onError: notifyApiError,
      }),
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
        <SoundToggle sound={sound} />
      </PageHeader>
      <Stack gap="sm" mb="md">
        {live.interrupted && (
          <Alert color="red" variant="light" icon={<IconPlugConnectedX size={18} />} role="alert" data-testid="connection-lost">
            {a.connectionLost}
          </Alert>
        )}
        <SoundOffNotice sound={sound} />
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
          view={view}
          onView={setView}
          list={
            <Stack gap="sm" component="section" aria-label={a.title}>
              {desk.data.total > alarms.length && (
                <Text size="sm" c="dimmed">
                  {a.shownOfTotal(alarms.length, desk.data.total)}
                </Text>
              )}
              {alarms.map((alarm) => (
                <AlarmCard
                  key={alarm.id}
                  alarm={alarm}
                  overdue={overdue.has(alarm.id)}
                  selected={alarm.id === selected?.id}
                  acknowledging={acknowledge.isPending && acknowledge.variables === alarm.id}
                  onSelect={onSelect}
                  onAcknowledge={onAcknowledge}
                  onResolve={setResolving}
                  onWork={setWorkingOn}
                />
              ))}
            </Stack>
          }
          map={
            <Card withBorder padding="xs" radius="md" style={wide ? { position: 'sticky', top: 76 } : undefined}>
              <Box role="region" aria-label={selected ? a.mapLabel(selected.person.fullName) : a.columns.position}>
                <DeskMap alarms={alarms} selected={selected} overdue={overdue} onSelect={onMapSelect} />
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
