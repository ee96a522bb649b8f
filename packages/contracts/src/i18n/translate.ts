import { waitText } from '../messages/wait-text';

/**
 * From an English text of the catalogue to the same text in another catalogue of the same shape.
 *
 * Why: the server's services and the shared zod schemas write English texts (`en.users.notFound`,
 * `en.validation.tooLong(64)`); rather than make every one of them know the request's language, the text is
 * looked up once where it leaves (the API's answer, a form's error on the web) and replaced by the other
 * catalogue's text at the same key (docs/decisions/023).
 *
 * - A plain text is found by an exact match.
 * - A text made by a function (`Must be at most 64 characters.`) is found by the function's shape: each
 *   function is called once with markers for its arguments, giving a pattern whose captures are the
 *   arguments, and the other catalogue's function is called with them.
 * - Arguments the marker cannot show are declared in ARGUMENT_KINDS: a wait in milliseconds (written by
 *   waitText) and a list of names.
 * A text that is in no catalogue (a message of zod itself for a malformed request) stays as it is.
 */
type Tree = { readonly [key: string]: unknown };
type Fn = (...args: unknown[]) => string;

type ArgKind = 'text' | 'wait' | 'list';
const ARGUMENT_KINDS: Record<string, ArgKind[]> = {
  'api.tryAgainIn': ['wait'],
  'api.signedOutAfterFailures': ['wait'],
  'cms.unknownPlaceholder': ['text', 'list'],
};

const marker = (index: number) => `\u{E000}${index}\u{E001}`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A wait as waitText writes it, back to milliseconds (waitText rounds up, so this gives the same text again). */
const PROBE_MS = 7000;
const WAIT_PATTERN = '(\\d+ (?:seconds?|minutes?|hours))';
const UNIT_MS: Record<string, number> = { second: 1000, seconds: 1000, minute: 60_000, minutes: 60_000, hours: 3_600_000 };
function waitFrom(text: string): number {
  const [count = '0', unit = 'seconds'] = text.split(' ');
  return Number(count) * (UNIT_MS[unit] ?? 1000);
}

type Capture = { index: number; pattern: string; parse: (captured: string) => unknown };
type Template = { keys: string[]; pattern: RegExp; literal: number; captures: Capture[]; fixed: unknown[] };

const slot = (index: number) => `\u{E002}${index}\u{E003}`;
const SLOT = /(\u{E002}\d+\u{E003})/u;

/**
 * The patterns of one function: markers for its text arguments, a probe value for a wait, and for a list
 * both two marked items (which show the separator) and an empty list, so both forms of
 * `unknownPlaceholder` are known.
 */
function templatesOf(keys: string[], fn: Fn): Template[] {
  const kinds = ARGUMENT_KINDS[keys.join('.')] ?? Array.from({ length: fn.length }, (): ArgKind => 'text');
  let probes: unknown[][] = [[]];
  kinds.forEach((kind, index) => {
    probes = probes.flatMap((args): unknown[][] => {
      if (kind === 'list')
        return [
          [...args, [marker(index * 2), marker(index * 2 + 1)]],
          [...args, []],
        ];
      return [[...args, kind === 'wait' ? PROBE_MS : marker(index * 2)]];
    });
  });
  return probes.flatMap((args) => templateFrom(keys, fn, kinds, args) ?? []);
}

function templateFrom(keys: string[], fn: Fn, kinds: ArgKind[], args: unknown[]): Template | undefined {
  let output: unknown;
  try {
    output = fn(...args);
  } catch {
    return undefined;
  }
  if (typeof output !== 'string') return undefined;
  let text = output;
  const captures: Capture[] = [];
  const fixed: unknown[] = [];
  for (const [index, kind] of kinds.entries()) {
    let written: string;
    let capture: Capture;
    if (kind === 'wait') {
      written = waitText(PROBE_MS);
      capture = { index, pattern: WAIT_PATTERN, parse: waitFrom };
    } else if (kind === 'list') {
      if ((args[index] as unknown[]).length === 0) {
        fixed[index] = [];
        continue;
      }
      const [first, second] = [marker(index * 2), marker(index * 2 + 1)];
      const start = text.indexOf(first);
      const end = text.indexOf(second);
      if (start < 0 || end < start) return undefined;
      const separator = text.slice(start + first.length, end);
      written = text.slice(start, end + second.length);
      capture = { index, pattern: '(.+?)', parse: (captured) => captured.split(separator) };
    } else {
      written = marker(index * 2);
      // A number written plainly goes back as a number: the other language's plural rules need it.
      capture = { index, pattern: '(.+?)', parse: (captured) => (/^-?\d+$/.test(captured) ? Number(captured) : captured) };
    }
    // An argument the text does not show (computed from, not written): no pattern for this function.
    if (!text.includes(written)) return undefined;
    text = text.replace(written, slot(index));
    captures.push(capture);
  }
  let source = '';
  let literal = 0;
  let words = '';
  const order: Capture[] = [];
  for (const part of text.split(SLOT)) {
    const isSlot = /^\u{E002}(\d+)\u{E003}$/u.exec(part);
    const capture = isSlot ? captures.find((c) => c.index === Number(isSlot[1])) : undefined;
    if (capture) {
      source += capture.pattern;
      order.push(capture);
    } else {
      source += escape(part);
      literal += part.length;
      words += part;
    }
  }
  // A text with no words of its own (`${place}, ${country}`) would match any message with a comma in it: such
  // a function is for the interface only, never a message to translate.
  if (!/\p{L}/u.test(words)) return undefined;
  return { keys, pattern: new RegExp(`^${source}$`, 's'), literal, captures: order, fixed };
}

/** Every leaf with its keys (a key may hold a dot: `timeline.actions['auth.signin']`). */
function leaves(tree: Tree, prefix: string[] = []): [string[], unknown][] {
  const found: [string[], unknown][] = [];
  for (const [key, value] of Object.entries(tree)) {
    const keys = [...prefix, key];
    if (value && typeof value === 'object' && !Array.isArray(value)) found.push(...leaves(value as Tree, keys));
    else found.push([keys, value]);
  }
  return found;
}

const at = (tree: Tree, keys: string[]): unknown =>
  keys.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Tree)[key] : undefined), tree);

export type Translator = (text: string) => string;

/** A translator from `from` (English) to `to`; built once per language, then a map lookup per text. */
export function createTranslator(from: Tree, to: Tree): Translator {
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  const numberForms: [string[], Fn][] = [];
  for (const [keys, value] of leaves(from)) {
    if (typeof value === 'string') {
      const target = at(to, keys);
      // The first key wins when the same English text is at several keys: their translations agree.
      if (typeof target === 'string' && !exact.has(value)) exact.set(value, target);
    } else if (typeof value === 'function') {
      templates.push(...templatesOf(keys, value as Fn));
      numberForms.push([keys, value as Fn]);
    }
  }
  // A count's own wordings ('No session was open.', '1 session ended.') have no marker to find: 0, 1 and 2
  // are looked up as whole texts.
  for (const [keys, fn] of numberForms) {
    if (fn.length !== 1 || ARGUMENT_KINDS[keys.join('.')]) continue;
    const target = at(to, keys);
    if (typeof target !== 'function') continue;
    for (const count of [0, 1, 2]) {
      try {
        const text = fn(count);
        if (typeof text === 'string' && !exact.has(text)) exact.set(text, (target as Fn)(count));
      } catch {
        // Not a number's function.
      }
    }
  }
  // The most specific pattern first: `{{x}} is not a placeholder…` before a bare `${field} …`.
  templates.sort((a, b) => b.literal - a.literal);
  return (text: string) => {
    const direct = exact.get(text);
    if (direct !== undefined) return direct;
    for (const template of templates) {
      const match = template.pattern.exec(text);
      if (!match) continue;
      const target = at(to, template.keys);
      if (typeof target !== 'function') continue;
      const args = [...template.fixed];
      template.captures.forEach((capture, i) => (args[capture.index] = capture.parse(match[i + 1]!)));
      return (target as Fn)(...args);
    }
    return text;
  };
}
