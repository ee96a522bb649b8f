/**
 * The pseudo-locale (en-XA): the English catalogue with every text accented, a third longer and in brackets,
 * "[Ŝéàŕçĥ ñàɱé ···]". Untranslated text shows as plain English; a text cut short loses its closing bracket.
 * Made from the English catalogue at run time, so it can never miss a key. Arguments (names, numbers) are
 * left as they are: they are data, not catalogue text.
 */
const ACCENTS: Record<string, string> = {
  a: 'à',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Ŝ',
  T: 'Ţ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

const HELD = /\u{E000}(\d+)\u{E001}/gu;

/** One text in pseudo form; {{placeholders}} and held arguments are kept as they are. */
export function pseudoText(text: string): string {
  const accented = text
    .split(/(\{\{[^}]*\}\}|\u{E000}\d+\u{E001})/u)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/[A-Za-z]/g, (letter) => ACCENTS[letter] ?? letter)))
    .join('');
  const visible = text.replace(HELD, '').length;
  return `[${accented}${visible > 0 ? ` ${'·'.repeat(Math.ceil(visible * 0.3))}` : ''}]`;
}

type Tree = { readonly [key: string]: unknown };

function pseudoFunction(fn: (...args: unknown[]) => string) {
  return (...args: unknown[]) => {
    const held: string[] = [];
    const hold = (value: unknown) => (typeof value === 'string' ? `\u{E000}${held.push(value) - 1}\u{E001}` : value);
    const text = pseudoText(fn(...args.map((arg) => (Array.isArray(arg) ? arg.map(hold) : hold(arg)))));
    return text.replace(HELD, (_all, index: string) => held[Number(index)] ?? '');
  };
}

/** The pseudo catalogue of a catalogue: same keys, same function signatures. */
export function pseudoCatalogue<T extends Tree>(catalogue: T): T {
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return pseudoText(node);
    if (typeof node === 'function') return pseudoFunction(node as (...args: unknown[]) => string);
    if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, walk(value)]));
    return node;
  };
  return walk(catalogue) as T;
}
