/**
 * Text stored exactly as sent: PostgreSQL refuses NUL, and a lone surrogate cannot be stored as UTF-8 (it
 * would come back as U+FFFD). Tabs and line breaks are fine in free text; `singleLine` refuses them too.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSTORABLE_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|\p{Cs}/u;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSTORABLE_LINE = /[\u0000-\u001F\u007F]|\p{Cs}/u;
export const storable = (singleLine: boolean) => (value: string) => !(singleLine ? UNSTORABLE_LINE : UNSTORABLE_MULTILINE).test(value);
