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
 * A stored value or code the catalogue may know by name (a recording's "english", a subscription's "in-app
 * purchase", a log's LOCATION_SHARED): its name in the app's language when known, the code kept only as the
 * name's tooltip; else the value as stored, marked as data.
 */
export function NamedValue({ value, names }: { value: string; names: Record<string, string> }) {
  const known = Object.hasOwn(names, value) ? names[value] : undefined;
  return known ? (
    <span title={value} data-code={value}>
      {known}
    </span>
  ) : (
    <UserText>{value}</UserText>
  );
}
