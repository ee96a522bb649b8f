import { useEffect, useState } from 'react';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { ALLOCATION_STATUS, DEVICE_ACTIVE_STATUS } from '@guardian/contracts';
import { t } from '../../../lib/i18n';
import type { DeviceFilterValues } from '../api/list-devices';

const d = t.devices;
export const ALLOCATION_OPTIONS = [
  { value: String(ALLOCATION_STATUS.all), label: d.allocationAll },
  { value: String(ALLOCATION_STATUS.allocated), label: d.allocated },
  { value: String(ALLOCATION_STATUS.notAllocated), label: d.notAllocated },
];
export const STATUS_OPTIONS = [
  { value: String(DEVICE_ACTIVE_STATUS.all), label: d.statusAll },
  { value: String(DEVICE_ACTIVE_STATUS.active), label: d.active },
  { value: String(DEVICE_ACTIVE_STATUS.inactive), label: d.inactive },
];

type Props = { applied: DeviceFilterValues; onApply: (values: DeviceFilterValues) => void; onClear: () => void };

/**
 * The spec's toolbar: search, allocation and status are chosen first and sent together with Apply (or
 * Enter in the search box); Clear empties them and the list at once. The applied values live in the URL.
 */
export function DeviceFilters({ applied, onApply, onClear }: Props) {
  const [draft, setDraft] = useState(applied);
  // The back button or a shared link changes what is applied: the controls follow.
  const { keyword, allocationStatus, activeStatus } = applied;
  useEffect(() => setDraft({ keyword, allocationStatus, activeStatus }), [keyword, allocationStatus, activeStatus]);
  const apply = () => onApply({ ...draft, keyword: draft.keyword.trim() });

  return (
    <Group mb="md" gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={t.common.search}
        placeholder={d.searchPlaceholder}
        leftSection={<IconSearch size={16} />}
        value={draft.keyword}
        onChange={(event) => setDraft({ ...draft, keyword: event.currentTarget.value })}
        onKeyDown={(event) => event.key === 'Enter' && apply()}
        w={{ base: '100%', sm: 300 }}
      />
      <Select
        label={d.allocation}
        data={ALLOCATION_OPTIONS}
        value={draft.allocationStatus}
        allowDeselect={false}
        onChange={(value) => value && setDraft({ ...draft, allocationStatus: value })}
        w={170}
      />
      <Select
        label={d.status}
        data={STATUS_OPTIONS}
        value={draft.activeStatus}
        allowDeselect={false}
        onChange={(value) => value && setDraft({ ...draft, activeStatus: value })}
        w={140}
      />
      <Button variant="default" onClick={onClear}>
        {d.clear}
      </Button>
      <Button onClick={apply}>{d.apply}</Button>
    </Group>
  );
}
