import { useMemo, useState } from 'react';
import { Button, Group, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { isAuditAction, type AuditAction, type AuditGroup } from '@guardian/contracts';
import { DateRangeFilter } from '../../../components/date-range-filter';
import { t } from '../../../lib/i18n';
import { useAuditActions } from '../api/list-audit-actions';
import { useAuditActors } from '../api/list-audit-actors';

export type TimelineFilterValues = { actor: string; action: string; from: string; to: string };

type Props = {
  values: TimelineFilterValues;
  showActor: boolean;
  onChange: (values: Partial<TimelineFilterValues>) => void;
  onClear: () => void;
};

/**
 * Each action in the trail by its label, under an entry that selects its whole group ('auth' covers every
 * sign-in action). Names no action has any more (an older version's) are left out: the list shows labels only.
 */
function actionOptions(actions: string[]) {
  const groups = new Map<AuditGroup, AuditAction[]>();
  for (const action of actions.filter(isAuditAction)) {
    const group = action.split('.')[0] as AuditGroup;
    groups.set(group, [...(groups.get(group) ?? []), action]);
  }
  return [...groups].map(([group, members]) => ({
    group: t.timeline.groups[group],
    items: [
      { value: group, label: t.timeline.everyAction(t.timeline.groups[group]) },
      ...members.map((action) => ({ value: action, label: t.timeline.actions[action] })),
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
      <DateRangeFilter label={t.timeline.dateRange} value={values} onChange={onChange} />
      <Button variant="default" onClick={onClear}>
        {t.timeline.clear}
      </Button>
    </Group>
  );
}
