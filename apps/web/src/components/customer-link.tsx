import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, type AnchorProps } from '@mantine/core';

/** The user page's address: everything about one app user (profile, subscription, contacts, devices, events, audit). */
export const customerPath = (userId: number) => `/admin/customer/${userId}`;

type Props = AnchorProps & {
  userId: number;
  /** The person's name, user name or id as the list shows it. */
  children: ReactNode;
  id?: string;
  'data-testid'?: string;
};

/**
 * A person's name, user name, id or panic-event count wherever a list shows it, opening their user page. One
 * component, so every list links the same way (and a change of address is one edit). Names are the users' own
 * text: `dir="auto"` keeps an Arabic name right to left inside an English page and the other way round.
 */
export function CustomerLink({ userId, children, ...anchor }: Props) {
  return (
    <Anchor component={Link} to={customerPath(userId)} dir="auto" size="sm" {...anchor}>
      {nameless(children) ? `#${userId}` : children}
    </Anchor>
  );
}

/**
 * The name as its owner wrote it, or `fallback` when it has nothing to read, for a cell that wraps the name in
 * other markup (CustomerLink alone does this itself). Never trimmed: users' text is shown character for character.
 */
export const nameOr = (name: string | null | undefined, fallback: string): string => (nameless(name) ? fallback : (name as string));

/** A name of spaces or invisible characters only would leave the link with nothing to read or click: the id stands in. */
const nameless = (children: ReactNode) =>
  children === null || children === undefined || (typeof children === 'string' && !/[\p{L}\p{N}\p{P}\p{S}]/u.test(children));
