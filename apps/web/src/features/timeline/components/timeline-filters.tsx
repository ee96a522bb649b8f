import { useEffect, useMemo, useState } from 'react';
import { Button, Group, Select } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import { auditActionLabel, auditGroupLabel } from '@guardian/contracts';
import { t } from '../../../lib/i18n';
import { useAuditActions } from '../api/list-audit-actions';
import { useAuditActors } from '../api/list-audit-actors';
import '@mantine/dates/styles.css';

export type TimelineFilterValues = { actor: string; action: string; from: string; to: string };

type Props = {
  values: TimelineFilterValues;
  showActor: boolean;
  onChange: (values: Partial<TimelineFilterValues>) => void;
  onClear: () => void;
};

/** Each action, under an entry that selects its whole group ('auth' covers every sign-in action). */
function actionOptions(actions: string[]) {
  const groups = new Map<string, string[]>();
  for (const action of actions) {
    const group = action.split('.')[0] ?? action;
    groups.set(group, [...(groups.get(group) ?? []), action]);
  }
  return [...groups].map(([group, members]) => ({
    group: auditGroupLabel(group),
    items: [
      { value: group, label: t.timeline.everyAction(auditGroupLabel(group)) },
      ...members.filter((action) => action !== group).map((action) => ({ value: action, label: auditActionLabel(action) })),
    ],
  }));
}

export function TimelineFilters({ values, showActor, onChange, onClear }: Props) {
  const actions = useAuditActions();
  const [actorSearch, setActorSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(actorSearch, 300);
  // The label of the chosen admin stays known even when a new search no longer lists them.
  const [chosenActor, setChosenActor] = useState<{ value: string; label: string } | null>(null);
  const actors = useAuditActors(debouncedSearch, showActor);

  const actorOptions = useMemo(() => {
    const options = (actors.data?.data ?? []).map((actor) => ({ value: String(actor.id), label: `${actor.fullName} (${actor.email})` }));
    if (chosenActor && !options.some((option) => option.value === chosenActor.value)) options.unshift(chosenActor);
    return options;
  }, [actors.data, chosenActor]);

  // The picker shows a half-chosen range; the list is filtered once both ends are chosen.
  const [range, setRange] = useState<[string | null, string | null]>([values.from || null, values.to || null]);
  useEffect(() => setRange([values.from || null, values.to || null]), [values.from, values.to]);

  const selectedActor = actorOptions.find((option) => option.value === values.actor);
  return (
    <Group align="flex-end" gap="sm" mb="lg" wrap="wrap">
      {showActor && (
        <Select
          label={t.timeline.actor}
          placeholder={t.timeline.allActors}
          data={actorOptions}
          value={values.actor || null}
          searchable
          clearable
          filter={({ options }) => options}
          searchValue={actorSearch}
          onSearchChange={(search) => setActorSearch(search === selectedActor?.label ? '' : search)}
          onChange={(value, option) => {
            setChosenActor(value ? { value, label: option.label } : null);
            onChange({ actor: value ?? '' });
          }}
          w={300}
        />
      )}
      <Select
        label={t.timeline.action}
        placeholder={t.timeline.allActions}
        data={actionOptions(actions.data?.data ?? [])}
        value={values.action || null}
        searchable
        clearable
        onChange={(value) => onChange({ action: value ?? '' })}
        w={280}
      />
      <DatePickerInput
        type="range"
        label={t.timeline.dateRange}
        placeholder={t.timeline.dateRange}
        value={range}
        onChange={([from, to]) => {
          setRange([from, to]);
          if ((from && to) || (!from && !to)) onChange({ from: from ?? '', to: to ?? '' });
        }}
        allowSingleDateInRange
        clearable
        valueFormat="DD/MM/YYYY"
        w={260}
      />
      <Button variant="default" onClick={onClear}>
        {t.timeline.clear}
      </Button>
    </Group>
  );
}
