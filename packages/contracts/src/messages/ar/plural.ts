/**
 * Arabic counted nouns: the noun's form depends on the number (Intl.PluralRules: zero, one, two, few 3–10,
 * many 11–99, other 100+ and 0 written as a number). `#` in a form is the number, in Latin digits (see INTL_LOCALE).
 */
export type CountForms = { zero?: string; one: string; two: string; few: string; many: string; other: string };

const rules = new Intl.PluralRules('ar');
const numbers = new Intl.NumberFormat('ar-u-nu-latn');

export const formatNumber = (value: number) => numbers.format(value);

export function countOf(count: number, forms: CountForms): string {
  const category = rules.select(count) as keyof CountForms;
  const form = (category === 'zero' ? (forms.zero ?? forms.other) : forms[category]) ?? forms.other;
  return form.replace('#', formatNumber(count));
}
