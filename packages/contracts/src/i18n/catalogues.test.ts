import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { en } from '../messages';
import { ar } from '../messages/ar';
import { negotiateLanguage, preferredLanguage } from './languages';
import { pseudoCatalogue, pseudoText } from './pseudo';
import { createTranslator } from './translate';

type Tree = Record<string, unknown>;

/** Every key (` › ` between levels: a key may hold a dot) with what it holds: a text, a function and its arity. */
function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix} › ${key}` : key;
    if (value && typeof value === 'object') for (const [inner, leaf] of leaves(value as Tree, path)) found.set(inner, leaf);
    else found.set(path, value);
  }
  return found;
}
const kindOf = (value: unknown) => (typeof value === 'function' ? `function/${value.length}` : typeof value);
const shape = (tree: Tree) => new Map([...leaves(tree)].map(([key, value]) => [key, kindOf(value)]));

/** Texts that are the same in Arabic: names of products and stores, a dash, an example address. */
const LATIN_IN_ARABIC = new Set([
  'product › name',
  'subscriptions › apple',
  'subscriptions › google',
  'experiences › appStore',
  'experiences › googlePlay',
  'alarms › noValue',
  'cms › editorLabels › linkEditorInputPlaceholder',
]);
const ARABIC = /[\u0600-\u06FF]/;

describe('the Arabic catalogue', () => {
  it('has every key of the English one, no other, each of the same kind (records keyed by data included)', () => {
    const english = shape(en);
    const arabic = shape(ar);
    expect(
      [...english.keys()].filter((key) => !arabic.has(key)),
      'missing in Arabic',
    ).toEqual([]);
    expect(
      [...arabic.keys()].filter((key) => !english.has(key)),
      'only in Arabic',
    ).toEqual([]);
    expect(
      [...english].filter(([key, kind]) => arabic.get(key) !== kind),
      'of another kind',
    ).toEqual([]);
  });

  it('is written in Arabic: no text left in English', () => {
    const untranslated = [...leaves(ar)].filter(([path, text]) => typeof text === 'string' && !LATIN_IN_ARABIC.has(path) && !ARABIC.test(text));
    expect(untranslated).toEqual([]);
  });

  it('counts with the Arabic forms of 0, 1, 2, 3–10, 11–99 and 100+', () => {
    expect([0, 1, 2, 3, 11, 100].map((n) => ar.alarms.openCount(n))).toEqual([
      'لا توجد إنذارات مفتوحة',
      'إنذار مفتوح واحد',
      'إنذاران مفتوحان',
      '3 إنذارات مفتوحة',
      '11 إنذارًا مفتوحًا',
      '100 إنذار مفتوح',
    ]);
    expect(ar.api.tryAgainIn(15 * 60_000)).toBe('محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد 15 دقيقة.');
    expect(ar.api.tryAgainIn(2000)).toContain('ثانيتين');
  });
});

describe('translating an English text of the catalogue', () => {
  const toArabic = createTranslator(en, ar);

  it('finds plain texts, texts with arguments, waits and lists of names', () => {
    expect(toArabic(en.users.notFound)).toBe(ar.users.notFound);
    expect(toArabic(en.validation.emailRequired)).toBe(ar.validation.emailRequired);
    expect(toArabic(en.validation.tooLong(64))).toBe(ar.validation.tooLong(64));
    expect(toArabic(en.heatMap.dateInvalid('from'))).toBe(ar.heatMap.dateInvalid('from'));
    expect(toArabic(en.api.tryAgainIn(40_000))).toBe(ar.api.tryAgainIn(40_000));
    expect(toArabic(en.api.signedOutAfterFailures(3 * 3_600_000))).toBe(ar.api.signedOutAfterFailures(3 * 3_600_000));
    expect(toArabic(en.cms.unknownPlaceholder('nme', ['name', 'link']))).toBe(ar.cms.unknownPlaceholder('nme', ['name', 'link']));
    expect(toArabic(en.cms.unknownPlaceholder('nme', ['name']))).toBe(ar.cms.unknownPlaceholder('nme', ['name']));
    expect(toArabic(en.cms.unknownPlaceholder('nme', []))).toBe(ar.cms.unknownPlaceholder('nme', []));
    expect(toArabic(en.devices.importDuplicateInFile(12))).toBe(ar.devices.importDuplicateInFile(12));
    expect(toArabic(en.alarms.alreadyAcknowledged('Olivia Bennett', '14:05'))).toBe(ar.alarms.alreadyAcknowledged('Olivia Bennett', '14:05'));
    // A count's own wordings (the singular here) are looked up for 0, 1 and 2.
    expect(toArabic(en.alarms.openCount(1))).toBe(ar.alarms.openCount(1));
    expect(toArabic(en.alarms.openCount(5))).toBe(ar.alarms.openCount(5));
    expect(toArabic(en.timeline.actions['auth.signin']!)).toBe(ar.timeline.actions['auth.signin']);
  });

  it('leaves a text that is in no catalogue as it is', () => {
    expect(toArabic('Nobody wrote this sentence.')).toBe('Nobody wrote this sentence.');
    // Nor by a function whose text has no words of its own (two arguments and a comma match anything).
    expect(toArabic('Madrid, Spain')).toBe('Madrid, Spain');
    expect(toArabic('')).toBe('');
  });
});

describe('the pseudo-locale', () => {
  it('accents, lengthens by a third and brackets every text, keeping {{placeholders}} and arguments', () => {
    expect(pseudoText('Search')).toBe('[Ŝéàŕçĥ ··]');
    const pseudo = pseudoCatalogue(en);
    expect(pseudo.users.toggleStatus('Jane Doe')).toMatch(/^\[Åçţíṽé šţàţûš öƒ Jane Doe ·+\]$/);
    expect(pseudo.cms.missingPlaceholder('link')).toContain('{{link}}');
    expect([...shape(pseudo)]).toEqual([...shape(en)].map(([key, kind]) => [key, kind.startsWith('function') ? 'function/0' : kind]));
  });
});

describe('choosing the language', () => {
  it('answers Arabic when Arabic weighs most among the supported tags, English otherwise', () => {
    expect(negotiateLanguage('ar')).toBe('ar');
    expect(negotiateLanguage('ar-SA,ar;q=0.9,en;q=0.8')).toBe('ar');
    expect(negotiateLanguage('fr-FR, ar;q=0.5, en;q=0.4')).toBe('ar');
    expect(negotiateLanguage('en-US,ar;q=0.5')).toBe('en');
    expect(negotiateLanguage('fr')).toBe('en');
    expect(negotiateLanguage('ar;q=0')).toBe('en');
    expect(negotiateLanguage(undefined)).toBe('en');
    expect(negotiateLanguage('en-XA')).toBe('en-XA');
    expect(preferredLanguage(['fr-FR', 'ar-EG', 'en'])).toBe('ar');
    expect(preferredLanguage(['de'])).toBe('en');
  });
});

describe('translating what only API clients see', () => {
  const toArabic = createTranslator(en, ar);

  it("puts zod's own English (a request no form sends) into Arabic, as zod writes it today", () => {
    const schema = z.strictObject({
      id: z.coerce.number().int().max(10),
      name: z.string().min(2).max(3),
      tags: z.array(z.string()).max(1),
      kind: z.enum(['a', 'b']),
      at: z.iso.datetime(),
      code: z.string().regex(/^x+$/),
    });
    const result = schema.safeParse({ id: 'abc', name: 'abcd', tags: ['a', 'b'], kind: 'c', at: 'soon', code: 'y', extra: 1 });
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toHaveLength(7);
    for (const message of messages) expect(toArabic(message), message).toMatch(/[\u0600-\u06FF]/);
    expect(toArabic(en.requests.zod.expectedType('object', 'array'))).toBe('مُدخل غير صالح: المتوقع كائن، والوارد مصفوفة');
    expect(toArabic('Too big: expected string to have <=3 characters')).toBe('قيمة كبيرة جدًا: المتوقع أن يحوي النص 3 أحرف على الأكثر');
    expect(toArabic('Too small: expected number to be >=1')).toBe('قيمة صغيرة جدًا: المتوقع أن يكون العدد 1 على الأقل');
    expect(toArabic('Invalid input: expected string, received undefined')).toBe('مُدخل غير صالح: المتوقع نص، ولم تصل أي قيمة');
  });

  it('lists the choices of a query parameter the Arabic way', () => {
    expect(toArabic(en.lists.validation.orderByInvalid('createdAt, userName or fullName'))).toBe(
      'يجب أن تكون قيمة order_by إحدى القيم: createdAt أو userName أو fullName.',
    );
  });
});
