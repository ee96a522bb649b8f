import { useRef } from 'react';
import { Button, Group, Select } from '@mantine/core';
import { ALLOCATION_STATUS, DEVICE_ACTIVE_STATUS } from '@guardian/contracts';
import { SearchInput, type SearchInputHandle } from '../../../components/search-input';
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

type Selects = Omit<DeviceFilterValues, 'keyword'>;
type Props = { applied: DeviceFilterValues; onSearch: (keyword: string) => void; onFilter: (values: Selects) => void; onClear: () => void };

/**
 * The spec's toolbar, working like every other list's: the search runs as you type, after the same pause as
 * every list's (issue 13), and a choice of allocation or status applies at once (no Apply button: decision 058);
 * Clear empties them all and the list at once. What is applied lives in the URL, and the controls show it.
 */
export function DeviceFilters({ applied, onSearch, onFilter, onClear }: Props) {
  const box = useRef<SearchInputHandle>(null);
  const { allocationStatus, activeStatus } = applied;

  return (
    <Group mb="md" gap="sm" align="flex-end" wrap="wrap">
      <SearchInput ref={box} label={t.common.search} placeholder={d.searchPlaceholder} value={applied.keyword} onChange={onSearch} width={300} />
      <Select
        label={d.allocation}
        data={ALLOCATION_OPTIONS}
        value={allocationStatus}
        allowDeselect={false}
        onChange={(value) => value && onFilter({ allocationStatus: value, activeStatus })}
        w={170}
      />
      <Select
        label={d.status}
        data={STATUS_OPTIONS}
        value={activeStatus}
        allowDeselect={false}
        onChange={(value) => value && onFilter({ allocationStatus, activeStatus: value })}
        w={140}
      />
      <Button
        variant="default"
        onClick={() => {
          // A search still waiting for its pause must not come back after Clear.
          box.current?.cancel();
          onClear();
        }}
      >
        {d.clear}
      </Button>
    </Group>
  );
}
