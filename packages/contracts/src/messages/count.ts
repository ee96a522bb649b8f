const rules = new Intl.PluralRules('en');

/**
 * The English noun for a count, by Intl.PluralRules: 'row' for 1, 'rows' for 0, 2, 1,000... The count itself
 * stays in the text as the caller writes it (the translator matches texts by their arguments, decision 023).
 */
export const nounFor = (count: number, one: string, other: string) => (rules.select(count) === 'one' ? one : other);
