import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * People's and operators' own words inside the interface (names, template and page titles, log lines, free
 * text): in their own direction whatever the page's, so an Arabic name reads right in the English page and
 * a Latin one in the Arabic page. The mark also tells the Arabic end-to-end test that this is data, not an
 * untranslated text (e2e/support/english-left.ts, decision 030).
 */
export function UserText({ children }: { children: ReactNode }) {
  return <span dir="auto">{children}</span>;
}

/**
 * What reads left to right in every language (e-mail addresses, phone numbers, ids, codes, MAC addresses):
 * kept whole and in order inside a right-to-left line, and marked as data like UserText.
 */
export function LtrText({ children, nowrap }: { children: ReactNode; nowrap?: boolean }) {
  return (
    <span dir="ltr" style={nowrap ? { whiteSpace: 'nowrap' } : undefined}>
      {children}
    </span>
  );
}

/**
 * A stored value the catalogue may know by name (a recording's "english", a subscription's "in-app purchase",
 * a log's LOCATION_SHARED): its name in the app's language when known, else the value as stored, marked as
 * data. `showCode` keeps a code beside its name as small muted text (`data-code`: a secondary detail, which
 * e2e/support/raw-codes.ts does not count as the screen's text).
 */
export function NamedValue({ value, names, showCode }: { value: string; names: Record<string, string>; showCode?: boolean }) {
  const known = Object.hasOwn(names, value) ? names[value] : undefined;
  if (!known) return <UserText>{value}</UserText>;
  if (!showCode) return <>{known}</>;
  return (
    <>
      {known}{' '}
      <Text span size="xs" c="dimmed" dir="ltr" data-code>
        {value}
      </Text>
    </>
  );
}
