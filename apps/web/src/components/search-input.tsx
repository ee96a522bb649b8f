import { useEffect, useImperativeHandle, useState, type Ref } from 'react';
import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';

const SEARCH_DELAY_MS = 350;

/** Lets the page drop a search still waiting for its pause (Clear must not be undone by it). */
export type SearchInputHandle = { cancel: () => void };

/** `label`: a visible label above the box (the devices' toolbar); without one the placeholder names it. */
type Props = { value: string; onChange: (value: string) => void; placeholder: string; label?: string; width?: number; ref?: Ref<SearchInputHandle> };

/**
 * The search box of every list. `value` is the search as the URL holds it; typing updates it (trimmed)
 * after a short pause, and the box follows the URL when Clear, the back button or a shared link changes it.
 */
export function SearchInput({ value, onChange, placeholder, label, width = 360, ref }: Props) {
  const [text, setText] = useState(value);
  const commit = useDebouncedCallback((next: string) => onChange(next.trim()), SEARCH_DELAY_MS);
  // Read at call time: the debounced function swaps its cancel on every call.
  useImperativeHandle(ref, () => ({ cancel: () => commit.cancel() }), [commit]);
  // Only a change from elsewhere replaces the text: the trimmed echo of what was typed must not eat a space.
  useEffect(() => setText((current) => (current.trim() === value ? current : value)), [value]);
  return (
    <TextInput
      label={label}
      aria-label={label ? undefined : placeholder}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      w={{ base: '100%', sm: width }}
    />
  );
}
