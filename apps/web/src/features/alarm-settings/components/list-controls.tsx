import type { ReactNode } from 'react';
import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';

/** The remove button of one row of an editable list, named by what it removes. */
export function RemoveRowButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <ActionIcon variant="subtle" color="red" mt={28} aria-label={label} onClick={onRemove}>
      <IconTrash size={18} />
    </ActionIcon>
  );
}

/** Under an editable list: the list's own error (too many, none), its Add button and any other actions. */
export function ListFooter(props: { error?: string; addLabel: string; canAdd: boolean; onAdd: () => void; children?: ReactNode }) {
  return (
    <>
      {props.error && (
        <Text size="sm" c="red">
          {props.error}
        </Text>
      )}
      <Group>
        <Button variant="default" leftSection={<IconPlus size={16} />} disabled={!props.canAdd} onClick={props.onAdd}>
          {props.addLabel}
        </Button>
        {props.children}
      </Group>
    </>
  );
}
