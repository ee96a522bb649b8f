import { Fragment } from 'react';

/**
 * After these an e-mail address, a user name or an id may wrap: "sakura.yilmaz10244@" / "outlook.com"; and a pasted
 * piece of markup after its tags and attributes ('popover">' / "Show"), rather than between two of its letters.
 */
const SEPARATORS = /([@._\-/<>="])/;

/**
 * An e-mail, a user name or an id in a narrow table cell: it wraps only after its separators (a <wbr> after
 * each), never in the middle of a part, and never with a hyphen added. Left to right in either language (or
 * `dir="auto"` for a name, which may be Arabic), and marked as data (see user-text.tsx).
 */
export function BreakableText({ text, dir = 'ltr' }: { text: string; dir?: 'ltr' | 'auto' }) {
  const parts = text.split(SEPARATORS);
  return (
    <span className="breakable-text" dir={dir}>
      {parts.map((part, index) =>
        SEPARATORS.test(part) ? (
          <Fragment key={index}>
            {part}
            <wbr />
          </Fragment>
        ) : (
          part
        ),
      )}
    </span>
  );
}
