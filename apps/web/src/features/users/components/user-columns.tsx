import { Link } from 'react-router';
import { ActionIcon, Badge, Group, Tooltip } from '@mantine/core';
import { IconEye, IconPencil } from '@tabler/icons-react';
import type { UserRow } from '@guardian/contracts';
import { BreakableText } from '../../../components/breakable-text';
import { CustomerLink } from '../../../components/customer-link';
import { PhoneNumber } from '../../../components/phone-number';
import type { Column } from '../../../components/table/data-table';
import { t } from '../../../lib/i18n';
import { UserStatusSwitch } from './user-status-switch';

const u = t.users;

/** The user list's columns, in the spec's order. */
export const USER_COLUMNS: Column<UserRow>[] = [
  { key: 'userId', header: u.userId, render: (row) => <CustomerLink userId={row.userId}>{row.userId}</CustomerLink>, width: 90 },
  { key: 'fullName', header: u.fullName, render: (row) => <CustomerLink userId={row.userId}>{row.fullName}</CustomerLink> },
  { key: 'email', header: u.email, render: (row) => <BreakableText text={row.email} /> },
  { key: 'userName', header: u.userName, render: (row) => <BreakableText text={row.userName ?? ''} /> },
  // Numbers do not break across lines, and the badge keeps its width however narrow the screen.
  { key: 'phone', header: u.phone, render: (row) => <PhoneNumber callingCode={row.countryCode} number={row.phoneNumber} /> },
  {
    key: 'panicEventCount',
    header: u.panicEventCount,
    // The count opens the person's page, whose panic events are listed newest first.
    render: (row) => (
      <CustomerLink userId={row.userId} aria-label={u.panicEventsOf(row.panicEventCount, row.fullName)}>
        {row.panicEventCount}
      </CustomerLink>
    ),
  },
  {
    key: 'redAlert',
    header: u.redAlert,
    render: (row) => (
      <Badge variant="light" color={row.redAlertSetting ? 'red' : 'gray'} miw="max-content" style={{ flexShrink: 0 }}>
        {row.redAlertSetting ? u.on : u.off}
      </Badge>
    ),
  },
  { key: 'status', header: u.status, render: (row) => <UserStatusSwitch user={row} /> },
  {
    key: 'action',
    header: u.action,
    render: (row) => (
      <Group gap={4} wrap="nowrap">
        <Tooltip label={u.subscriptionDetails}>
          <ActionIcon
            component={Link}
            to={`/admin/subscription-details/${row.userId}`}
            variant="subtle"
            aria-label={`${u.subscriptionDetails}: ${row.fullName}`}
          >
            <IconEye size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={u.edit}>
          <ActionIcon component={Link} to={`/admin/customerdetails/${row.userId}`} variant="subtle" aria-label={`${u.edit}: ${row.fullName}`}>
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    ),
  },
];
